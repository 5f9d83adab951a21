import { usePageContext } from 'vike-react/usePageContext'
import type { IslandContext } from './island-context.ts'

/**
 * The campaign, if it was running when the page was rendered (SPEC §4: shown only while the end
 * date is ahead). Decided at render time, so a countdown on screen runs on to '🎉 Expired!'.
 */
export function useRunningCampaign() {
  // Outside a page (a story, a block rendered alone) there is no page context and no campaign.
  const { settings, campaignEndsAt, renderedAt } = (usePageContext() as Partial<Vike.PageContext> | undefined) ?? {}
  // eslint-disable-next-line react-hooks/purity -- outside a page there is no render time (and no campaign); on a page there always is
  if (!settings || !campaignEndsAt || campaignEndsAt <= (renderedAt ?? Date.now())) return null
  return { ...settings.campaign, endsAt: campaignEndsAt }
}

/** The running campaign as an island knows it (renderer/island-context.ts), or none. */
export function useCampaignContext(): Pick<IslandContext, 'campaign' | 'campaignEndsAt'> {
  const campaign = useRunningCampaign()
  if (!campaign) return { campaign: null, campaignEndsAt: null }
  const { endsAt, ...settings } = campaign
  return { campaign: settings, campaignEndsAt: endsAt }
}
