import { useId } from 'react'
import { localizePath } from '../locales/locales.ts'
import { useLocale } from '../renderer/LocaleContext.ts'
import { useT } from '../renderer/useT.ts'

interface SearchFormProps {
  query?: string
  /** The field's label, shown or not; the blog's own by default. */
  label?: string
  showLabel?: boolean
  placeholder?: string
  buttonText?: string
}

/**
 * The blog search: a plain GET form to /search/?s= in the page's language; it works before (and
 * without) JavaScript. The blog's list and WordPress's search block both show it.
 */
export function SearchForm({ query = '', label, showLabel = false, placeholder, buttonText }: SearchFormProps) {
  const t = useT()
  const id = useId()
  const labelText = label || t('blog.searchLabel')
  return (
    <form className="search-form" role="search" action={localizePath('/search/', useLocale())} method="get">
      <label className={showLabel ? 'search-form__label' : 'visually-hidden'} htmlFor={id}>
        {labelText}
      </label>
      <input id={id} type="search" name="s" defaultValue={query} placeholder={placeholder || labelText} />
      <button type="submit" className="button button--primary">
        {buttonText || t('blog.searchSubmit')}
      </button>
    </form>
  )
}
