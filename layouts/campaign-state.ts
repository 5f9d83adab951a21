import { atom } from 'jotai'
import { usePageContext } from 'vike-react/usePageContext'

/** The visitor closed the campaign banner (for this visit: it stays closed across navigations). */
export const campaignBannerClosedAtom = atom(false)

/**
 * The campaign, if it was running when the page was rendered (SPEC §4: shown only while the end
 * date is ahead). Decided at render time, so a countdown on screen runs on to '🎉 Expired!'.
 */
export function useRunningCampaign() {
  // Outside a page (a story, a block rendered alone) there is no page context and no campaign.
  const { settings, campaignEndsAt, renderedAt } = (usePageContext() as Partial<Vike.PageContext> | undefined) ?? {}
  if (!settings || !campaignEndsAt || campaignEndsAt <= (renderedAt ?? Date.now())) return null
  return { ...settings.campaign, endsAt: campaignEndsAt }
}
