import { Link } from '../../renderer/Link.tsx'
import { localizePath } from '../../locales/locales.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { useT } from '../../renderer/useT.ts'
import type { DocsSearchData } from './load-docs-search.ts'
import './docs.css'

/** `/docs/search/?query=&in=`: a plain GET form and its results, or why there are none. */
export function DocsSearchView({ search }: { search: DocsSearchData }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="docs-search-page">
      <h1>{search.query && !search.message ? t('docs.resultsFor', { query: search.query }) : t('docs.searchOpen')}</h1>
      <form className="search-form" role="search" action={localizePath('/docs/search/', locale)} method="get">
        <input type="search" name="query" aria-label={t('docs.searchLabel')} defaultValue={search.query} />
        {search.scope && <input type="hidden" name="in" value={search.scope} />}
        <button type="submit" className="button button--primary">
          {t('docs.searchSubmit')}
        </button>
      </form>
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
