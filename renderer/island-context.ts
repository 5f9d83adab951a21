import type { Locale } from '../locales/locales.ts'
import type { ChromeSettings } from '../content-schemas/settings.ts'
import type { FormNotice } from '../content-schemas/forms.ts'

/**
 * What an island (an interactive part of a page, hydrated on its own) knows of its page: the same
 * on the server, which renders it, and in the browser, which hydrates it (renderer/Island.tsx).
 */
export interface IslandContext {
  locale: Locale
  /** The server's clock when the island was rendered (useNow renders it first, so hydration matches). */
  renderedAt: number
  /** The page's path with its language prefix, and its query (active links). */
  urlPathname: string
  search: string
  /** The campaign the page showed, if any (the exit-intent popup). */
  campaign: ChromeSettings['campaign'] | null
  campaignEndsAt: number | null
  /** The outcome of this island's form, posted without JavaScript (server/forms/form-notice-page.ts); only on that island. */
  formNotice?: FormNotice
}
