import type { MenuItem } from '../content-schemas/settings.ts'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { MenuLinks } from './MenuLinks.tsx'

export function Header({ menu }: { menu: MenuItem[] }) {
  const t = useT()
  return (
    <header className="site-header">
      <Link href="/" className="site-header__logo" aria-label={t('site.home')}>
        weDevs
      </Link>
      <nav aria-label={t('site.menu')}>
        <MenuLinks items={menu} className="site-header__menu" />
      </nav>
    </header>
  )
}
