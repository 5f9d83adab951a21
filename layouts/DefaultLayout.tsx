import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Header } from './Header.tsx'
import { Footer } from './Footer.tsx'
import { BackToTop } from './BackToTop.tsx'
import { DemoModal } from './DemoModal.tsx'
import { CampaignBanner } from './CampaignBanner.tsx'
import { CouponRibbon } from './CouponRibbon.tsx'
import { DeferredWidgets } from './DeferredWidgets.tsx'
import { useT } from '../renderer/useT.ts'
import './site.css'
import '../blocks/blocks.css'

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { settings, renderedAt } = usePageContext()
  const t = useT()
  // The server's year, so that hydration on New Year's Eve cannot disagree.
  const year = new Date(renderedAt ?? Date.now()).getFullYear()
  return (
    <>
      <a className="skip-link" href="#content">
        {t('site.skipToContent')}
      </a>
      {/* Driven by renderer/loading-bar.ts during client-side navigation. */}
      <div id="loading-bar" className="loading-bar" role="progressbar" aria-label={t('site.loading')} aria-valuemin={0} aria-valuemax={100} />
      <CampaignBanner />
      <Header settings={settings ?? null} />
      <main id="content">{children}</main>
      <Footer settings={settings ?? null} year={year} />
      <BackToTop />
      <CouponRibbon />
      <DemoModal />
      <DeferredWidgets />
    </>
  )
}
