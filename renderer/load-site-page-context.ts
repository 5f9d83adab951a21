import type { CmsClient } from '../cms/client.ts'
import { campaignInstant } from '../cms/campaign-time.ts'
import { chromeSettings, type ChromeSettings } from '../content-schemas/settings.ts'
import { extractLocale } from '../content-rules/locales.ts'
import { loadMessages } from '../locales/messages.ts'
import { sitePageContext, type SitePageContext } from './site-page-context.ts'
import { loadStylesheetUrls } from './stylesheet-urls.ts'

/**
 * The chrome's settings of a language and the campaign's end as an instant (Asia/Dhaka, SPEC §4),
 * as every page reads them. What is built with them is kept no longer than the campaign runs, nor
 * into next year (the footer shows the year). Null settings when the content source cannot answer:
 * the page still renders, with a minimal header. Server only.
 */
export async function loadSiteSettings(
  cms: CmsClient,
  url: URL,
  { renderedAt, previewCampaign }: { renderedAt: number; previewCampaign?: ChromeSettings['campaign'] },
): Promise<Pick<SitePageContext, 'settings' | 'campaignEndsAt'>> {
  const { locale } = extractLocale(url.pathname)
  cms.validUntil(new Date(new Date(renderedAt).getFullYear() + 1, 0, 1).getTime())
  try {
    const read = chromeSettings(await cms.getSettings(locale))
    // The Campaign screen's unsaved campaign, in a live preview.
    const settings = previewCampaign ? { ...read, campaign: previewCampaign } : read
    const campaignEndsAt = campaignInstant(settings.campaign.endDate)
    // The banner, its countdown and the exit-intent popup end with the campaign: so does the page.
    if (campaignEndsAt !== null) cms.validUntil(campaignEndsAt)
    return { settings, campaignEndsAt }
  } catch (error) {
    console.error(`[cms] site settings for '${locale}' unavailable:`, error instanceof Error ? error.message : error)
    return { settings: null, campaignEndsAt: null }
  }
}

/** The site's part of the context of the page at `urlOriginal`, loaded: messages, stylesheets, settings. Server only. */
export async function loadSitePageContext({
  cms,
  urlOriginal,
  renderedAt,
  previewCampaign,
}: {
  cms: CmsClient
  urlOriginal: string
  renderedAt: number
  previewCampaign?: ChromeSettings['campaign']
}): Promise<SitePageContext> {
  const url = new URL(urlOriginal, 'http://localhost')
  const [messages, stylesheets, site] = await Promise.all([
    loadMessages(extractLocale(url.pathname).locale),
    loadStylesheetUrls(),
    loadSiteSettings(cms, url, { renderedAt, previewCampaign }),
  ])
  return sitePageContext({ urlOriginal, renderedAt, messages, stylesheets, ...site })
}
