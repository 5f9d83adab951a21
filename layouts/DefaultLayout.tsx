import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from './Footer.tsx'
import { BackToTop } from './BackToTop.tsx'
import { CampaignBanner } from './CampaignBanner.tsx'
import { CouponRibbon } from './CouponRibbon.tsx'
import { CookieNotice } from './CookieNotice.tsx'
import { HeaderIsland } from './HeaderIsland.tsx'
import { headerSettings } from './Header.tsx'
import { LayoutIsland } from './LayoutIsland.tsx'
import ExitIntentPopup from './ExitIntentPopup.tsx'
import SalesPopup from './SalesPopup.tsx'
import { useIslandContext } from './useIslandContext.ts'
import { useT } from '../renderer/useT.ts'
import { jsonScriptText } from '../renderer/json-ld.tsx'
import type { PageFacts } from '../renderer/page-facts.ts'
// The base layer; the page's blocks and template add their own stylesheets (BlockStylesheets.tsx).
import './site.css'

/**
 * SPEC §2 default layout. Pages are HTML: the browser hydrates only the islands (the header when
 * reached for, the popups on the visitor's first move, interactive blocks near the screen) and runs
 * the rest of the chrome without React (browser/site-client.ts).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { settings, locale, checkoutScriptUrl } = usePageContext()
  const context = useIslandContext()
  const t = useT()
  // The server's year, so that the page says the same wherever it is read.
  const year = new Date(context.renderedAt).getFullYear()
  const facts: PageFacts = { locale, checkoutScriptUrl: checkoutScriptUrl ?? null }
  return (
    <>
      <a className="skip-link" href="#content">
        {t('site.skipToContent')}
      </a>
      {/* Driven by browser/loading-bar.ts while the next page loads. */}
      <div id="loading-bar" className="loading-bar" role="progressbar" aria-label={t('site.loading')} aria-valuemin={0} aria-valuemax={100} />
      <CampaignBanner />
      <LayoutIsland
        name="site-header"
        Component={HeaderIsland}
        props={{ settings: settings ? headerSettings(settings) : null }}
        when="interaction"
        context={context}
      />
      <main id="content">{children}</main>
      <Footer settings={settings ?? null} year={year} />
      <BackToTop />
      <CouponRibbon />
      <CookieNotice />
      <LayoutIsland name="exit-intent-popup" Component={ExitIntentPopup} props={{}} when="activity" context={context} empty />
      <LayoutIsland name="sales-popup" Component={SalesPopup} props={{}} when="activity" context={context} empty />
      <script type="application/json" id="page-facts" dangerouslySetInnerHTML={{ __html: jsonScriptText(facts) }} />
    </>
  )
}
