import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import type { CoreHomeLinkAttrs } from './schema.ts'

/** The menu's link to the home page of the page's language. */
export function CoreHomeLink({ attrs }: BlockProps<CoreHomeLinkAttrs>) {
  const t = useT()
  return (
    <li className="core-navigation__item">
      <Link href="/">{attrs.label || t('site.home')}</Link>
    </li>
  )
}
