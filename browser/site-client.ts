import type { PageFacts } from '../renderer/page-facts.ts'
import { installChunkReload } from './chunk-reload.ts'
import { pushPageView } from './page-view.ts'
import { registerServiceWorker } from './service-worker.ts'
import { loadCheckoutScript } from './checkout-script.ts'
import { hasCookie, SITE_COOKIES } from '../renderer/site-cookies.ts'
import { startIslands } from './islands.ts'
import { installNavigation } from './navigation.ts'
import { installHeaderScroll } from './header-scroll.ts'
import { installBackToTop } from './back-to-top.ts'
import { installCookieNotice } from './cookie-notice.ts'
import { installCampaignBanner } from './campaign-banner.ts'
import { installCountdowns } from './countdowns.ts'
import { installLanguageMemory } from './language-memory.ts'

/**
 * Everything the browser does on a page, without React: the chrome's behaviours, navigation, the
 * page view, and the islands (React loads with the first island that hydrates). The document is
 * marked `data-hydrated` once the islands of the first screen have hydrated.
 */
async function start(): Promise<void> {
  const facts = JSON.parse(document.getElementById('page-facts')?.textContent ?? '{}') as Partial<PageFacts>
  const locale = facts.locale ?? 'en'
  installChunkReload()
  installNavigation()
  installHeaderScroll()
  installBackToTop()
  installCookieNotice()
  installLanguageMemory(locale)
  pushPageView(locale)
  // Affiliate code and its cookie library load only for visitors who came with (or kept) a referral.
  if (new URLSearchParams(window.location.search).has('ref') || hasCookie(SITE_COOKIES.affiliateRef)) {
    void import('./affiliate.ts').then((affiliate) => affiliate.startAffiliateTracking(window.location))
  }
  installCampaignBanner()
  installCountdowns(locale)
  await startIslands()
  document.documentElement.dataset.hydrated = 'true'
  registerServiceWorker()
  if (facts.checkoutScriptUrl) loadCheckoutScript(facts.checkoutScriptUrl)
}

void start()
