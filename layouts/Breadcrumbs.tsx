import { Link } from '../renderer/Link.tsx'

/** A link in the breadcrumbs: its title and locale-free path. */
export interface Crumb {
  title: string
  path: string
}

/** Where a page sits: links to its ancestors (locale-free paths), then the page itself. */
export function Breadcrumbs({ label, crumbs, current }: { label: string; crumbs: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link href={crumb.path}>{crumb.title}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
