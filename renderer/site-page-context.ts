import { extractLocale } from '../content-rules/locales.ts'
import type { Messages } from '../locales/messages.ts'
import type { ChromeSettings } from '../content-schemas/settings.ts'
import type { PageStylesheetUrls } from './page-stylesheets.tsx'

/** What the site gives every page's context before it renders, whoever renders it. */
export interface SitePageInputs {
  urlOriginal: string
  /** The server's clock for this render (a live preview's chosen moment). */
  renderedAt: number
  messages: Messages
  stylesheets: PageStylesheetUrls
  /** Menus and campaign of the page's language; null when the content source could not answer. */
  settings: ChromeSettings | null
  /** The campaign's end as an instant; null without one. */
  campaignEndsAt: number | null
}

/** A render outside any page's stylesheets (a block rendered alone). */
export const NO_STYLESHEETS: PageStylesheetUrls = { blocks: {}, templates: {} }

/**
 * The site's part of a page context, the one way it is made: by every page render
 * (pages/+onCreatePageContext.server.ts, through renderer/load-site-page-context.ts), the stories'
 * pages (stories/page-context.tsx, from the story data the build loaded the same way) and a block
 * tree rendered alone (blocks/render/render-blocks-alone.ts). The language comes from the URL's prefix.
 */
export function sitePageContext({ urlOriginal, renderedAt, messages, stylesheets, settings, campaignEndsAt }: SitePageInputs) {
  const url = new URL(urlOriginal, 'http://localhost')
  return {
    locale: extractLocale(url.pathname).locale,
    origin: url.origin,
    renderedAt,
    messages,
    stylesheets,
    settings,
    campaignEndsAt: settings ? campaignEndsAt : null,
  } satisfies Partial<Vike.PageContext>
}

export type SitePageContext = ReturnType<typeof sitePageContext>
