import { readPageFacts } from '../renderer/page-facts.ts'
import { installChunkReload, recoveredFromChunkFailure, reloadAfterChunkFailure } from './chunk-reload.ts'
import { pushPageView } from './page-view.ts'
import { registerServiceWorker } from './service-worker.ts'
import { loadCheckoutScript } from './checkout-script.ts'
import { hasCookie, SITE_COOKIES } from '../renderer/site-cookies.ts'
import { startIslands } from '../renderer/islands/hydrate-islands.ts'
import { installNavigation } from './navigation.ts'
import { installHeaderScroll } from './header-scroll.ts'
import { installBackToTop } from './back-to-top.ts'
import { installCookieNotice } from './cookie-notice.ts'
import { installAnalytics } from './analytics.ts'
import { installWebVitals } from './web-vitals.ts'
import { installCampaignBanner } from './campaign-banner.ts'
import { installCountdowns } from './countdowns.ts'
import { installLanguageMemory } from './language-memory.ts'
import { whenShown } from './when-shown.ts'
import { nextTask } from './next-task.ts'
import { onFirstActivity } from './first-activity.ts'

/**
 * Everything the browser does on a page, without React: the chrome's behaviours, navigation, the
 * page view, and the islands (React loads with the first island that hydrates). The document is
 * marked `data-hydrated` once the islands of the first screen have hydrated. A page the browser
 * prerenders (server/speculation-rules.ts) does nothing visible or countable before it is shown:
 * each behaviour that would waits for it (browser/when-shown.ts).
 */
async function start(): Promise<void> {
  const facts = readPageFacts()
  const locale = facts.locale
  // A preview for an editor: its blocks can be clicked to edit them (loaded there alone).
  const editing = facts.previewEditing
  if (editing) void import('./preview-picker.ts').then((picker) => picker.installPreviewPicker(editing))
  installChunkReload()
  installNavigation()
  installHeaderScroll()
  installBackToTop()
  installCookieNotice()
  // The page is on screen already (server/page-bootstrap.ts): its behaviours start in short tasks,
  // so that a tap meanwhile is answered at once.
  await nextTask()
  installLanguageMemory(locale)
  // Consent defaults go on the data layer before the page view.
  installAnalytics(facts.analytics)
  pushPageView(locale)
  installWebVitals(facts.pageType, locale)
  // Affiliate code and its cookie library load only for visitors who came with (or kept) a referral;
  // a visit is recorded only once the visitor sees the page (a browser may prerender a typed URL).
  whenShown(() => {
    if (new URLSearchParams(window.location.search).has('ref') || hasCookie(SITE_COOKIES.affiliateRef)) {
      void import('./affiliate.ts').then((affiliate) => affiliate.startAffiliateTracking(window.location))
    }
  })
  await nextTask()
  installCampaignBanner()
  installCountdowns(locale, facts)
  await nextTask()
  await startIslands({ whenShown, onFirstActivity, reloadAfterChunkFailure, recoveredFromChunkFailure })
  document.documentElement.dataset.hydrated = 'true'
  registerServiceWorker()
  // The checkout provider's script is a third party's: it learns of the visit once there is one.
  const checkout = facts.checkoutScriptUrl
  if (checkout) whenShown(() => loadCheckoutScript(checkout))
}

void start()
