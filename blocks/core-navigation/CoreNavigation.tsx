import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { CoreNavigationAttrs } from './schema.ts'

/**
 * WordPress's navigation block as a plain list of the site's links: it needs no script, and
 * submenus fold open (details) with or without one.
 */
export function CoreNavigation({ children }: BlockProps<CoreNavigationAttrs>) {
  const t = useT()
  return (
    <nav className="core-navigation" aria-label={t('header.openMenu')}>
      <ul className="core-navigation__list">{children}</ul>
    </nav>
  )
}
