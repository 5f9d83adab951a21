import { Link } from '../../renderer/Link.tsx'
import { SearchForm } from '../../blocks/parts/SearchForm.tsx'
import { useT } from '../../renderer/useT.ts'
import type { DocsSearchData } from './load-docs-search.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** `/docs/search/?query=&in=`: a plain GET form and its results, or why there are none. */
export function DocsSearchView({ search }: { search: DocsSearchData }) {
  useTemplateStylesheets('docs', 'docs/search')
  const t = useT()
  return (
    <section className="docs-search-page">
      <h1>{search.query && !search.message ? t('docs.resultsFor', { query: search.query }) : t('docs.searchOpen')}</h1>
      <SearchForm
        action="/docs/search/"
        name="query"
        query={search.query}
        hidden={search.scope ? { in: String(search.scope) } : {}}
        label={t('docs.searchLabel')}
        buttonText={t('docs.searchSubmit')}
      />
      {search.message && <p className="docs-search-page__message">{t(search.message)}</p>}
      {search.results.length > 0 && (
        <ol className="docs-search-page__results">
          {search.results.map((hit) => (
            <li key={hit.id}>
              <Link href={hit.path}>{hit.title}</Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
