import { useT } from '../renderer/useT.ts'
import { PostMeta, TermList } from './PostMeta.tsx'
import type { PostData } from './load-post.tsx'

/** A post as its AMP version shows it: header, featured image, content; comments and interactive blocks are on the full version. */
export function AmpPost({ post, contentHtml }: { post: PostData; contentHtml: string }) {
  const t = useT()
  const author = post.author ? { id: 0, name: post.author.name, path: post.author.path } : null
  return (
    <article className="post">
      <header className="post__header">
        <TermList label={t('blog.categories')} terms={post.categories} className="post__categories" />
        <h1 className="post__title">{post.title}</h1>
        <PostMeta author={author} postedAt={post.postedAt} updatedAt={post.updatedAt} readingMinutes={post.readingMinutes} />
        {post.image && (
          <amp-img
            class="post__image"
            src={post.image.src}
            srcset={post.image.srcSet}
            width={String(post.image.width)}
            height={String(post.image.height)}
            alt={post.image.alt}
            layout="responsive"
          />
        )}
      </header>
      {/* Sanitized block HTML, made AMP-valid on the server (blog/amp-html.ts). */}
      <div className="post__content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
      <TermList label={t('blog.tags')} terms={post.tags} className="post__tags" />
      {/* canonicalPath already carries the language prefix. */}
      <a className="amp-full" href={post.canonicalPath}>
        {t('blog.fullVersion')}
      </a>
    </article>
  )
}
