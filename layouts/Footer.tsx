import type { MenuItem } from '../content-schemas/settings.ts'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'

export function Footer({ menu, year }: { menu: MenuItem[]; year: number }) {
  const t = useT()
  return (
    <footer className="site-footer">
      <ul className="site-footer__menu">
        {menu.map((item) => (
          <li key={item.url}>
            <Link href={item.url}>{item.label}</Link>
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">{t('site.copyright', { year })}</p>
    </footer>
  )
}
