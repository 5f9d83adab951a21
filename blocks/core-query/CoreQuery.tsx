import { createElement } from 'react'
import type { BlockProps } from '../define-block.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { useT } from '../../renderer/useT.ts'
import { formatCalendarDay } from '../../renderer/format-date.ts'
import type { CoreQueryAttrs, QueryPage } from './schema.ts'

type Post = QueryPage['posts'][number]
type Field = NonNullable<CoreQueryAttrs['fields']>[number]

/** The link to one of the loop's pages (page 1 has no parameter), on the page it is on. */
const pageHref = (pagePath: string, queryId: number, page: number) => (page === 1 ? pagePath : `${pagePath}?query-${queryId}-page=${page}`)

function PostField({ field, post }: { field: Field; post: Post }) {
  const locale = useLocale()
  const t = useT()
  switch (field.field) {
    case 'post-title':
      return createElement(`h${field.level}`, { className: 'core-query__title' }, field.isLink ? <Link href={post.path}>{post.title}</Link> : post.title)
    case 'post-date':
      return (
        <time className="core-query__date" dateTime={`${post.postedAt}Z`}>
          {formatCalendarDay(post.postedAt.slice(0, 10), locale)}
        </time>
      )
    case 'post-excerpt':
      return post.excerpt ? <p className="core-query__excerpt">{post.excerpt}</p> : null
    case 'post-featured-image': {
      if (!post.image) return null
      const image = <BlockImage className="core-query__image" image={post.image} />
      return field.isLink ? (
        <Link href={post.path} tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        image
      )
    }
    case 'read-more':
      return (
        <Link className="core-query__more" href={post.path}>
          {field.content || t('blog.readMore', { title: post.title })}
        </Link>
      )
  }
}

/**
 * WordPress's query loop with the site's posts of the page's language: each shows what its post
 * template asks for, and the loop pages by WordPress's own `query-{id}-page` parameter.
 */
export function CoreQuery({ attrs, data }: BlockProps<CoreQueryAttrs, QueryPage>) {
  const t = useT()
  if (!attrs.fields || !data) return null
  const { posts, page, totalPages } = data
  const grid = attrs.displayLayout.type === 'flex' ? ` core-query__posts--grid core-query__posts--columns-${attrs.displayLayout.columns}` : ''
  return (
    <div className="core-query">
      {posts.length > 0 ? (
        <ul className={`core-query__posts${grid}`}>
          {posts.map((post) => (
            <li key={post.id} className="core-query__post">
              {attrs.fields!.map((field, i) => (
                <PostField key={i} field={field} post={post} />
              ))}
            </li>
          ))}
        </ul>
      ) : (
        attrs.noResults && <p className="core-query__empty">{attrs.noResults}</p>
      )}
      {attrs.pagination && totalPages > 1 && (
        <nav className="core-query__pagination" aria-label={t('blog.pageOf', { page, total: totalPages })}>
          {page > 1 && (
            <Link href={pageHref(data.pagePath, attrs.queryId, page - 1)} rel="prev">
              {t('blog.newer')}
            </Link>
          )}
          <span className="core-query__page">{t('blog.pageOf', { page, total: totalPages })}</span>
          {page < totalPages && (
            <Link href={pageHref(data.pagePath, attrs.queryId, page + 1)} rel="next">
              {t('blog.older')}
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}
