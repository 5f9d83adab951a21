import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../renderer/Link.tsx'
import { JsonLd } from '../renderer/json-ld.tsx'
import { localizePath } from '../content-rules/locales.ts'

/** A link in the breadcrumbs: its title and locale-free path. */
export interface Crumb {
  title: string
  path: string
}

/**
 * Where a page sits: links to its ancestors (locale-free paths), then the page itself; for search
 * engines, the same trail as a schema.org BreadcrumbList.
 */
export function Breadcrumbs({ label, crumbs, current }: { label: string; crumbs: Crumb[]; current: string }) {
  const { origin, locale, urlPathname } = usePageContext()
  const trail = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...crumbs.map((crumb) => ({ name: crumb.title, item: `${origin}${localizePath(crumb.path, locale)}` })),
      { name: current, item: `${origin}${urlPathname}` },
    ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  }
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <JsonLd data={trail} />
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
