import { usePageFacts } from './usePageFacts.ts'

/**
 * The campaign, if it was running when the page was rendered (SPEC §4: shown only while the end
 * date is ahead). Decided at render time, so a countdown on screen runs on to '🎉 Expired!'.
 * Outside a page (a story, a block rendered alone) there is none.
 */
export function useRunningCampaign() {
  const { campaign, campaignEndsAt } = usePageFacts()
  return campaign && campaignEndsAt ? { ...campaign, endsAt: campaignEndsAt } : null
}
