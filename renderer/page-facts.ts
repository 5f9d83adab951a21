import type { Locale } from '../locales/locales.ts'

/** What the page tells the browser's behaviours (browser/site-client.ts), as JSON in `#page-facts`. */
export interface PageFacts {
  locale: Locale
  /** The card checkout provider's script, on pages whose blocks need it (server/checkout-script.ts). */
  checkoutScriptUrl: string | null
}
