import type { BlockProps } from '../define-block.ts'
import type { CountedCategory } from '../../cms/category-tree.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import type { CoreCategoriesAttrs } from './schema.ts'

function CategoryList({ categories, attrs }: { categories: CountedCategory[]; attrs: CoreCategoriesAttrs }) {
  return (
    <ul className="core-categories__list">
      {categories.map((category) => (
        <li key={category.id} className="core-categories__item">
          <Link href={category.path}>{category.name}</Link>
          {attrs.showPostCounts && <span className="core-categories__count"> ({category.count})</span>}
          {attrs.showHierarchy && category.children.length > 0 && <CategoryList categories={category.children} attrs={attrs} />}
        </li>
      ))}
    </ul>
  )
}

/** The blog's categories with posts in the page's language, linked to their archives. */
export function CoreCategories({ attrs, data = [] }: BlockProps<CoreCategoriesAttrs, CountedCategory[]>) {
  const t = useT()
  // Subcategories are listed under their parents (showHierarchy) or after them, flat.
  const flat = (list: CountedCategory[]): CountedCategory[] => list.flatMap((c) => [c, ...flat(c.children)])
  const categories = attrs.showOnlyTopLevel || attrs.showHierarchy ? data : flat(data)
  const list = <CategoryList categories={categories} attrs={{ ...attrs, showHierarchy: attrs.showHierarchy && !attrs.showOnlyTopLevel }} />
  return attrs.displayAsDropdown ? (
    <details className="core-categories core-categories--folded">
      <summary>{t('blog.categories')}</summary>
      {list}
    </details>
  ) : (
    <nav className="core-categories" aria-label={t('blog.categories')}>
      {list}
    </nav>
  )
}
