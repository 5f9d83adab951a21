import type { PageContextServer } from 'vike/types'
import { extractLocale } from '../locales/locales.ts'
import { loadMessages } from '../locales/messages.ts'
import { campaignInstant } from '../cms/campaign-time.ts'
import { chromeSettings } from '../content-schemas/settings.ts'
import { loadStylesheetUrls } from '../renderer/stylesheet-urls.ts'

/** Server: what every page (error pages included) needs before it renders: messages, menus, clock. */
export async function onCreatePageContext(pageContext: PageContextServer) {
  const { locale } = extractLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname)
  // Also here, not only in +onBeforeRoute: vike's error page context is forked from before routing.
  pageContext.locale = locale
  pageContext.origin = new URL(pageContext.urlOriginal, 'http://localhost').origin
  // A live preview shows the page at the moment its editor chose: for that render alone (it is never cached).
  pageContext.renderedAt = pageContext.previewAt ?? Date.now()
  // The footer shows the year (layouts/DefaultLayout.tsx): no page is kept into the next one.
  pageContext.cms.validUntil(new Date(new Date(pageContext.renderedAt).getFullYear() + 1, 0, 1).getTime())
  pageContext.messages = await loadMessages(locale)
  pageContext.stylesheets = await loadStylesheetUrls()
  try {
    // The blog sidebar's markup is read by blog pages on the server, the audiences by the forms API; the browser needs none of them.
    const settings = chromeSettings(await pageContext.cms.getSettings(locale))
    // The Campaign screen's unsaved campaign, in a live preview.
    pageContext.settings = pageContext.previewCampaign ? { ...settings, campaign: pageContext.previewCampaign } : settings
    pageContext.campaignEndsAt = campaignInstant(pageContext.settings.campaign.endDate)
    // The banner, its countdown and the exit-intent popup end with the campaign: so does the page.
    if (pageContext.campaignEndsAt !== null) pageContext.cms.validUntil(pageContext.campaignEndsAt)
  } catch (error) {
    // The page still renders, with a minimal header, when menus cannot be read.
    console.error(`[cms] site settings for '${locale}' unavailable:`, error instanceof Error ? error.message : error)
    pageContext.settings = null
    pageContext.campaignEndsAt = null
  }
}
