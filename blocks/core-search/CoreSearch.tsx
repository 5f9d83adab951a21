import type { BlockProps } from '../define-block.ts'
import { SearchForm } from '../parts/SearchForm.tsx'
import type { CoreSearchAttrs } from './schema.ts'

/** WordPress's search block as the site's blog search, in the page's language where the marketer set no text. */
export function CoreSearch({ attrs }: BlockProps<CoreSearchAttrs>) {
  return <SearchForm label={attrs.label} showLabel={attrs.showLabel} placeholder={attrs.placeholder} buttonText={attrs.buttonText} />
}
