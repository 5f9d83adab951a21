import { isAccountArea } from '../renderer/link-target.ts'
import { readCookie, writeCookie } from '../renderer/cookie-access.ts'
import { SITE_COOKIES } from '../renderer/site-cookies.ts'

/** The referral of this visit: from the cookie, or from the landing URL while its visit is recorded. */
let landingRef: string | null = null

const currentRef = () => readCookie(SITE_COOKIES.affiliateRef) ?? landingRef

/**
 * SPEC §4/§5 affiliate tracking: with `?ref=` and no affiliate cookie yet, the site's server records
 * the visit (it holds the API credentials) and the referral is kept for 30 days. Failures are logged only.
 */
async function trackAffiliateVisit(location: Location): Promise<void> {
  const ref = new URLSearchParams(location.search).get('ref')
  if (!ref || readCookie(SITE_COOKIES.affiliateRef)) return
  landingRef = ref
  try {
    const response = await fetch('/api/affiliate-visits', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ref, url: location.href }),
    })
    const answer = (await response.json().catch(() => ({}))) as { visit_id?: number; error?: string }
    if (!response.ok || typeof answer.visit_id !== 'number') {
      throw new Error(answer.error ?? `/api/affiliate-visits answered ${response.status}`)
    }
    writeCookie(SITE_COOKIES.affiliateRef, ref)
    writeCookie(SITE_COOKIES.affiliateVisit, String(answer.visit_id))
  } catch (error) {
    console.warn('[affiliate] referral visit not recorded:', error instanceof Error ? error.message : error)
  }
}

/** Adds the referral to an account-area link as it is followed (SPEC §9), whatever rendered the link. */
function tagAccountLink(event: MouseEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  const ref = currentRef()
  if (!(anchor instanceof HTMLAnchorElement) || !ref) return
  const url = new URL(anchor.href)
  if (!isAccountArea(url, window.location.origin) || url.searchParams.get('ref') === ref) return
  url.searchParams.set('ref', ref)
  anchor.href = url.href
}

/** Loaded by the page script for visitors with a referral (browser/site-client.ts). */
export function startAffiliateTracking(location: Location): void {
  // Capture phase, before the browser follows the link; auxclick covers middle-click (new tab).
  document.addEventListener('click', tagAccountLink, true)
  document.addEventListener('auxclick', tagAccountLink, true)
  void trackAffiliateVisit(location)
}
