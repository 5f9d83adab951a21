import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { CoreNavigationLinkAttrs } from './schema.ts'

/** A menu item: a link to its page on this site (`data`: where its URL leads here), in the page's language. */
export function CoreNavigationLink({ attrs, data }: BlockProps<CoreNavigationLinkAttrs, string>) {
  return (
    <li className="core-navigation__item">
      <Link href={data ?? attrs.url} {...(attrs.opensInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {attrs.label}
      </Link>
    </li>
  )
}
