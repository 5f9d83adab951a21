import { Link } from '../renderer/Link.tsx'

/** Where a page sits: links to its ancestors (locale-free paths), then the page itself. */
export function Breadcrumbs({ label, crumbs, current }: { label: string; crumbs: { title: string; path: string }[]; current: string }) {
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
