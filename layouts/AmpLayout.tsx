import type { ReactNode } from 'react'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'

/** SPEC §2 simplified AMP layout: the site's name, the page, a copyright line; no widgets, no scripts. */
export function AmpLayout({ children, year }: { children: ReactNode; year: number }) {
  const t = useT()
  return (
    <>
      <header className="amp-header">
        <Link href="/">weDevs</Link>
      </header>
      <main className="amp-main">{children}</main>
      <footer className="amp-footer">{t('site.copyright', { year })}</footer>
    </>
  )
}
