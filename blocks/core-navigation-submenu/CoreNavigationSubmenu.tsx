import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { CoreNavigationSubmenuAttrs } from './schema.ts'

/**
 * A submenu that folds open without JavaScript (details): its label opens it; its own link, if it
 * has one, is its first item.
 */
export function CoreNavigationSubmenu({ attrs, data, children }: BlockProps<CoreNavigationSubmenuAttrs, string | undefined>) {
  const href = data ?? attrs.url
  return (
    <li className="core-navigation__item">
      <details className="core-navigation__submenu">
        <summary>{attrs.label}</summary>
        <ul className="core-navigation__list">
          {href && (
            <li className="core-navigation__item">
              <Link href={href}>{attrs.label}</Link>
            </li>
          )}
          {children}
        </ul>
      </details>
    </li>
  )
}
