import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { CatalogListAttrs, CatalogListItem } from './schema.ts'

/** The entries of a catalog post type (modules, extensions, themes, demos…) as linked cards. */
export function CatalogList({ attrs, data = [] }: BlockProps<CatalogListAttrs, CatalogListItem[]>) {
  return (
    <section className={`catalog-list catalog-list--${attrs.columns}`}>
      {attrs.heading && <h2>{attrs.heading}</h2>}
      {attrs.intro && <p className="catalog-list__intro">{attrs.intro}</p>}
      <ul className="catalog-list__items">
        {data.map((item) => (
          <li key={item.path} className="catalog-list__item">
            <h3>
              <Link href={item.path}>{item.title}</Link>
            </h3>
            {item.excerpt && <p>{item.excerpt}</p>}
            <Link className="catalog-list__more" href={item.path} aria-hidden="true" tabIndex={-1}>
              {attrs.linkLabel} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
