import { whenShown } from './when-shown.ts'

/** The banner stays closed for the rest of the visit (this tab). */
const CLOSED_KEY = 'campaign-banner-closed'

/**
 * SPEC §4 campaign banner: the visitor can close it, for the visit. Its countdown ticks with the
 * others (countdowns.ts). A prerendered page reads the visit's choice once shown: until then it may
 * read a copy of the session storage taken when prerendering began.
 */
export function installCampaignBanner(): void {
  const banner = document.querySelector<HTMLElement>('.campaign-banner')
  if (!banner) return
  whenShown(() => {
    if (sessionStorage.getItem(CLOSED_KEY)) banner.hidden = true
  })
  banner.querySelector('[data-close-banner]')?.addEventListener('click', () => {
    banner.hidden = true
    sessionStorage.setItem(CLOSED_KEY, '1')
  })
}
