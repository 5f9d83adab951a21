import type { BlockProps } from '../define-block.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatCalendarDay } from '../../renderer/format-date.ts'
import type { CoreLatestPostsAttrs } from './schema.ts'
import type { ListedPost } from '../parts/listed-post.ts'

/** WordPress's latest-posts block: the newest posts of the page's language, in the site's style. */
export function CoreLatestPosts({ attrs, data = [] }: BlockProps<CoreLatestPostsAttrs, ListedPost[]>) {
  const locale = useLocale()
  const layout = attrs.postLayout === 'grid' ? ` core-latest-posts--grid core-latest-posts--columns-${attrs.columns}` : ''
  return (
    <ul className={`core-latest-posts${layout}`}>
      {data.map((post) => (
        <li key={post.id} className="core-latest-posts__item">
          {post.image && <BlockImage className="core-latest-posts__image" image={post.image} />}
          <Link className="core-latest-posts__title" href={post.path}>
            {post.title}
          </Link>
          {attrs.displayPostDate && (
            <time className="core-latest-posts__date" dateTime={`${post.postedAt}Z`}>
              {formatCalendarDay(post.postedAt.slice(0, 10), locale)}
            </time>
          )}
          {post.excerpt && <p className="core-latest-posts__excerpt">{post.excerpt}</p>}
        </li>
      ))}
    </ul>
  )
}
