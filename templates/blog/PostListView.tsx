import { useT } from '../../renderer/useT.ts'
import { Link } from '../../renderer/Link.tsx'
import { PostCard } from './PostCard.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import { SearchForm } from '../../blocks/parts/SearchForm.tsx'
import type { PostListData } from './load-archive.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** A list of posts: blog, archive, category, tag, author, date or search results, paged. */
export function PostListView({ list }: { list: PostListData }) {
  useTemplateStylesheets('blog/lists')
  const t = useT()
  const query = list.search?.query ? `?s=${encodeURIComponent(list.search.query)}` : ''
  const compact = list.kind === 'archive'
  return (
    <section className="post-list">
      <header className="post-list__header">
        <h1>{t(list.heading.id, list.heading.values)}</h1>
        {list.kind === 'blog' && <p className="post-list__intro">{t('blog.intro')}</p>}
        {list.kind === 'archive' && <p className="post-list__intro">{t('blog.archiveIntro')}</p>}
        {list.intro && <p className="post-list__intro">{list.intro}</p>}
        {list.kind === 'search' && <SearchForm query={list.search?.query ?? ''} />}
        {list.search?.message && (
          <p className="post-list__message" role="status">
            {t(list.search.message)}
          </p>
        )}
        {list.search && !list.search.message && (
          <p className="post-list__message" role="status">
            {t('blog.searchResults', { total: list.total, query: list.search.query })}
          </p>
        )}
      </header>
      {list.docs.length > 0 && (
        <section className="post-list__docs" aria-labelledby="search-docs">
          <h2 id="search-docs">{t('docs.heading')}</h2>
          <ul>
            {list.docs.map((hit) => (
              <li key={hit.id}>
                <Link href={hit.path}>{hit.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.posts.length > 0 ? (
        <ol className={`post-list__items${compact ? ' post-list__items--compact' : ''}`}>
          {list.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} compact={compact} />
            </li>
          ))}
        </ol>
      ) : (
        list.kind !== 'search' && <p className="post-list__empty">{t('blog.noPosts')}</p>
      )}
      <Pagination basePath={list.basePath} page={list.page} totalPages={list.totalPages} query={query} />
    </section>
  )
}
