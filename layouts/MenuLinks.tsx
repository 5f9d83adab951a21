import type { MenuLink } from '../content-schemas/settings.ts'
import { Link } from '../renderer/Link.tsx'

/** A menu from the content source as a list of links. */
export function MenuLinks({ items, className }: { items: MenuLink[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.url}>
          <Link href={item.url}>{item.label}</Link>
        </li>
      ))}
    </ul>
  )
}
