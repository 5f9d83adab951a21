import { useEffect, useId, useRef, useState } from 'react'
import { useSetAtom } from 'jotai'
import { usePageContext } from 'vike-react/usePageContext'
import type { ChromeSettings, MenuItem } from '../content-schemas/settings.ts'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { activeProductSlug, isMultivendorProduct, pricingPath } from '../renderer/active-product.ts'
import { MegaMenu } from './MegaMenu.tsx'
import { NewBadge } from './NewBadge.tsx'
import { demoModalOpenAtom } from './ui-state.ts'

/** What the header shows of the site settings: its menus and the campaign (the island carries no more to the browser). */
export interface HeaderSettings {
  menus: Pick<ChromeSettings['menus'], 'primary' | 'products'>
  campaign: Pick<ChromeSettings['campaign'], 'activeProduct' | 'campaignType'>
}

/** The header's settings out of the site's. */
export const headerSettings = (settings: ChromeSettings): HeaderSettings => ({
  menus: { primary: settings.menus.primary, products: settings.menus.products },
  campaign: { activeProduct: settings.campaign.activeProduct, campaignType: settings.campaign.campaignType },
})

export function Header({ settings }: { settings: HeaderSettings | null }) {
  const t = useT()
  const { urlPathname } = usePageContext()
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const openDemo = useSetAtom(demoModalOpenAtom)
  const nav = useRef<HTMLElement>(null)
  const menuId = useId()

  const product = activeProductSlug(urlPathname)
  const campaign = settings?.campaign
  const getStartedHref = `${pricingPath(urlPathname, campaign?.activeProduct ?? 'dokan')}?${new URLSearchParams({
    utm_source: 'website',
    utm_medium: 'header',
    utm_campaign: campaign?.campaignType ?? 'evergreen',
  })}`

  // A click elsewhere or Escape closes the open dropdown.
  useEffect(() => {
    if (!openMenu) return
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenMenu(null)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenMenu(null)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [openMenu])

  const toggle = (label: string) => setOpenMenu((current) => (current === label ? null : label))
  const closeMenus = () => setOpenMenu(null)

  function renderItem(item: MenuItem, index: number) {
    const panelId = `${menuId}-${index}`
    switch (item.kind) {
      case 'demo':
        return (
          <button type="button" className="site-nav__button" onClick={() => openDemo(true)}>
            {item.label}
          </button>
        )
      case 'products':
      case 'dropdown':
        return (
          <>
            <button
              type="button"
              className="site-nav__button"
              aria-expanded={openMenu === item.label}
              aria-controls={panelId}
              onClick={() => toggle(item.label)}
            >
              {item.label}
            </button>
            {openMenu === item.label &&
              (item.kind === 'products' ? (
                <MegaMenu id={panelId} products={settings?.menus.products ?? []} onNavigate={closeMenus} />
              ) : (
                <ul id={panelId} className="site-nav__dropdown">
                  {item.children.map((child) => (
                    <li key={child.url}>
                      <Link href={child.url} onClick={closeMenus}>
                        {child.label}
                        {child.isNew && <NewBadge />}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
          </>
        )
      default:
        return item.url ? <Link href={item.url}>{item.label}</Link> : null
    }
  }

  return (
    // The scroll mode (site-header--static, --hidden, --fixed) and the logo's link for a visitor whose
    // language is not English (SPEC §2) are the browser's (browser/header-scroll.ts,
    // browser/language-memory.ts): React never changes this class or that href.
    <header className="site-header">
      <div className="site-header__bar">
        <Link href="/" className="site-header__logo" aria-label={t('site.home')}>
          weDevs
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={mobileOpen}
          aria-controls={`${menuId}-nav`}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {t('header.openMenu')}
        </button>
        <nav ref={nav} id={`${menuId}-nav`} aria-label={t('site.menu')} className={`site-nav${mobileOpen ? ' site-nav--open' : ''}`}>
          <ul className="site-nav__menu">
            {(settings?.menus.primary ?? []).map((item, index) => (
              <li key={item.label} className="site-nav__item">
                {renderItem(item, index)}
              </li>
            ))}
            <li className="site-nav__item site-nav__item--mobile-only">
              <Link href="/account/">{t('header.myAccount')}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          {isMultivendorProduct(product) && (
            <Link href="/search/" className="site-header__search" aria-label={t('header.search')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Link>
          )}
          <Link href="/account/cart/" className="site-header__cart">
            {t('header.cart')}
          </Link>
          <Link href="/account/" className="site-header__sign-in">
            {t('header.signIn')}
          </Link>
          <Link href={getStartedHref} className="button button--primary site-header__cta">
            {t('header.getStarted')}
          </Link>
        </div>
      </div>
    </header>
  )
}
