import type { Locale } from '../content-rules/locales.ts'
import type { ChromeSettings } from '../content-schemas/settings.ts'
import type { FormNotice } from '../content-schemas/forms.ts'
import type { PageType } from './page-type.ts'

/**
 * What the page tells the browser, once, as JSON in `#page-facts` (layouts/DefaultLayout.tsx): the
 * browser's behaviours (browser/site-client.ts) and every island read it, and the server renders
 * the islands with the same facts, so that both build the same tree.
 */
export interface PageFacts {
  locale: Locale
  /** The kind of page (field measurements are reported with it: browser/web-vitals.ts). */
  pageType: PageType
  /** The server's clock when the page was rendered (useNow renders it first, so hydration matches). */
  renderedAt: number
  /** The page's path without its language prefix (vike's logical path), and its query (active links). */
  urlPathname: string
  search: string
  /** The campaign, if it was running when the page was rendered (SPEC §4), and its end. */
  campaign: ChromeSettings['campaign'] | null
  campaignEndsAt: number | null
  /** The outcome of a form this visitor posted without JavaScript (server/forms/form-notice-page.ts); its `form` names the island. */
  formNotice: FormNotice | null
  /** The card checkout provider's script, on pages whose blocks need it (the server hands it in). */
  checkoutScriptUrl: string | null
  /** The analytics tag the server is configured with (ANALYTICS_TAG_ID), loaded once the visitor accepts cookies; null without one. */
  analytics: AnalyticsConfig | null
  /** The moment a live preview shows the page at: its clock stands there (renderer/site-clock.ts); null on every other page. */
  clockFrozenAt: number | null
  /** A preview whose blocks an editor may click to edit them (browser/preview-picker.ts); null on every public page. */
  previewEditing: PreviewEditing | null
}

/** A preview for an editor: where the editor is, which item it edits, where the reader had scrolled. */
export interface PreviewEditing {
  /** wp-admin's origin: the one the preview tells of clicks (postMessage's target). */
  editorOrigin: string
  post: number
  /** Where the previous render of the live preview was scrolled to: the next one opens there. */
  scrollY: number
}

/** The analytics tag as pages know it: its id and its loader (ANALYTICS_TAG_ID). */
export interface AnalyticsConfig {
  tagId: string
  scriptUrl: string
}

export const PAGE_FACTS_ID = 'page-facts'

let read: PageFacts | undefined

/** In the browser: the page's facts, read from `#page-facts` once (no React here: the page's own script reads them). */
export function readPageFacts(): PageFacts {
  read ??= JSON.parse(document.getElementById(PAGE_FACTS_ID)?.textContent ?? 'null') as PageFacts
  if (!read) throw new Error(`the page has no #${PAGE_FACTS_ID}`)
  return read
}
