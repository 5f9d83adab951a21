import type { MenuItem } from '../content-schemas/settings.ts'
import { useT } from '../renderer/useT.ts'
import { MenuLinks } from './MenuLinks.tsx'

export function Footer({ menu, year }: { menu: MenuItem[]; year: number }) {
  const t = useT()
  return (
    <footer className="site-footer">
      <MenuLinks items={menu} className="site-footer__menu" />
      <p className="site-footer__copyright">{t('site.copyright', { year })}</p>
    </footer>
  )
}
