import type { ProductEntry } from '../content-schemas/settings.ts'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { NewBadge } from './NewBadge.tsx'

/** The products mega-menu: every product with a line about it; some carry the 'New' label. */
export function MegaMenu({ id, products, onNavigate }: { id: string; products: ProductEntry[]; onNavigate: () => void }) {
  const t = useT()
  return (
    <div id={id} className="mega-menu" role="region" aria-label={t('header.products')}>
      <ul className="mega-menu__grid">
        {products.map((product) => (
          <li key={product.url}>
            <Link href={product.url} className="mega-menu__item" onClick={onNavigate}>
              <span className="mega-menu__name">
                {product.label}
                {product.isNew && <NewBadge />}
              </span>
              <span className="mega-menu__description">{product.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
