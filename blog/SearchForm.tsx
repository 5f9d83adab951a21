import { localizePath } from '../locales/locales.ts'
import { useLocale } from '../renderer/LocaleContext.ts'
import { useT } from '../renderer/useT.ts'

/** A plain GET form to /search/?s=: it works before (and without) JavaScript. */
export function SearchForm({ query }: { query: string }) {
  const t = useT()
  return (
    <form className="search-form" role="search" action={localizePath('/search/', useLocale())} method="get">
      <label className="visually-hidden" htmlFor="blog-search">
        {t('blog.searchLabel')}
      </label>
      <input id="blog-search" type="search" name="s" defaultValue={query} placeholder={t('blog.searchLabel')} />
      <button type="submit" className="button button--primary">
        {t('blog.searchSubmit')}
      </button>
    </form>
  )
}
