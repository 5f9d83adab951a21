import { Link } from '../../renderer/Link.tsx'
import { BlockImage } from '../../blocks/parts/BlockImage.tsx'
import { PostMeta } from './PostMeta.tsx'
import type { PostSummary } from './post-summary.ts'

/** Cards take a third of the content width on wide screens. */
const CARD_IMAGE_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw'

/** A post in a list: image, categories, title, excerpt and its meta line. */
export function PostCard({ post, compact = false }: { post: PostSummary; compact?: boolean }) {
  return (
    <article className={`post-card${compact ? ' post-card--compact' : ''}`}>
      {!compact && post.image && (
        <Link href={post.path} tabIndex={-1} aria-hidden="true" className="post-card__image-link">
          <BlockImage className="post-card__image" image={post.image} sizes={CARD_IMAGE_SIZES} />
        </Link>
      )}
      {!compact && post.categories.length > 0 && (
        <p className="post-card__categories">
          {post.categories.map((category, i) => (
            <span key={category.id}>
              {i > 0 && ', '}
              <Link href={category.path}>{category.name}</Link>
            </span>
          ))}
        </p>
      )}
      <h2 className="post-card__title">
        <Link href={post.path}>{post.title}</Link>
      </h2>
      {!compact && post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
      <PostMeta author={post.author} postedAt={post.postedAt} readingMinutes={post.readingMinutes} />
    </article>
  )
}
