import { LOCALES, type Locale } from '../content-rules/locales.ts'
import { whenShown } from './when-shown.ts'
import { pushEvent } from './data-layer.ts'

/**
 * SPEC §7: a page-view event on the analytics / tag-manager data layer, for every page shown: once,
 * when the visitor sees it (a prerendered page that is never shown was never viewed).
 */
export function pushPageView(locale: Locale): void {
  whenShown(() => pushNow(locale))
}

function pushNow(locale: Locale): void {
  pushEvent(
    {
      event: 'page_view',
      page_path: window.location.pathname + window.location.search,
      page_location: window.location.href,
      page_title: document.title,
      language: LOCALES[locale].iso,
    },
    'page view',
  )
}
