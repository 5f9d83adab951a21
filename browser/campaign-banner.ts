/** The banner stays closed for the rest of the visit (this tab). */
const CLOSED_KEY = 'campaign-banner-closed'

/** SPEC §4 campaign banner: the visitor can close it, for the visit. Its countdown ticks with the others (countdowns.ts). */
export function installCampaignBanner(): void {
  const banner = document.querySelector<HTMLElement>('.campaign-banner')
  if (!banner) return
  if (sessionStorage.getItem(CLOSED_KEY)) banner.hidden = true
  banner.querySelector('[data-close-banner]')?.addEventListener('click', () => {
    banner.hidden = true
    sessionStorage.setItem(CLOSED_KEY, '1')
  })
}
