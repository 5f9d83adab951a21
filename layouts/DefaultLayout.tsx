import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from './Footer.tsx'
import { BackToTop } from './BackToTop.tsx'
import { CampaignBanner } from './CampaignBanner.tsx'
import { CouponRibbon } from './CouponRibbon.tsx'
import { CookieNotice } from './CookieNotice.tsx'
import { headerSettings } from './Header.tsx'
import { PageIsland } from '../renderer/islands/PageIsland.tsx'
import siteHeader from './site-header.island.ts'
import exitIntentPopup from './exit-intent-popup.island.ts'
import salesPopup from './sales-popup.island.ts'
import { usePageFacts } from '../renderer/usePageFacts.ts'
import { PAGE_FACTS_ID } from '../renderer/page-facts.ts'
import { useT } from '../renderer/useT.ts'
import { jsonScriptText } from '../renderer/json-ld.tsx'
// The base layer; the page's blocks and template add their own stylesheets (BlockStylesheets.tsx).
import './site.css'

/**
 * SPEC §2 default layout. Pages are HTML: the browser hydrates only the islands (the header when
 * reached for, the popups on the visitor's first move, interactive blocks near the screen) and runs
 * the rest of the chrome without React (browser/site-client.ts).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { settings } = usePageContext()
  const facts = usePageFacts()
  const t = useT()
  // The server's year, so that the page says the same wherever it is read.
  const year = new Date(facts.renderedAt).getFullYear()
  return (
    <>
      <a className="skip-link" href="#content">
        {t('site.skipToContent')}
      </a>
      {/* Driven by browser/loading-bar.ts while the next page loads. */}
      <div id="loading-bar" className="loading-bar" role="progressbar" aria-label={t('site.loading')} aria-valuemin={0} aria-valuemax={100} />
      <CampaignBanner />
      <PageIsland island={siteHeader} props={{ settings: settings ? headerSettings(settings) : null }} />
      <main id="content">{children}</main>
      <Footer settings={settings ?? null} year={year} />
      <BackToTop />
      <CouponRibbon />
      <CookieNotice />
      <PageIsland island={exitIntentPopup} props={{}} />
      <PageIsland island={salesPopup} props={{}} />
      <script type="application/json" id={PAGE_FACTS_ID} dangerouslySetInnerHTML={{ __html: jsonScriptText(facts) }} />
    </>
  )
}
