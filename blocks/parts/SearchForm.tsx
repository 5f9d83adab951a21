import { useId } from 'react'
import { localizePath } from '../../content-rules/locales.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { useT } from '../../renderer/useT.ts'

interface SearchFormProps {
  /** Where it searches, without the language prefix: the blog search by default. */
  action?: string
  /** The keyword's parameter: `s` for the blog search. */
  name?: string
  /** Other parameters the search keeps (the docs search's `in`). */
  hidden?: Record<string, string>
  query?: string
  /** The field's label, shown or not; the blog's own by default. */
  label?: string
  showLabel?: boolean
  placeholder?: string
  buttonText?: string
}

/**
 * A search form: a plain GET form (the blog search, /search/?s=, by default) in the page's
 * language; it works before (and without) JavaScript. The blog's list, WordPress's search block and
 * the docs search page show it.
 */
export function SearchForm({ action = '/search/', name = 's', hidden = {}, query = '', label, showLabel = false, placeholder, buttonText }: SearchFormProps) {
  const t = useT()
  const id = useId()
  const labelText = label || t('blog.searchLabel')
  return (
    <form className="search-form" role="search" action={localizePath(action, useLocale())} method="get">
      <label className={showLabel ? 'search-form__label' : 'visually-hidden'} htmlFor={id}>
        {labelText}
      </label>
      <input id={id} type="search" name={name} defaultValue={query} placeholder={placeholder || labelText} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        {buttonText || t('blog.searchSubmit')}
      </button>
    </form>
  )
}
