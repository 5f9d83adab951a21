import type { CmsClient } from './client.ts'
import { categoryPath, withDescendants, type TermLink } from './terms.ts'
import type { Locale } from '../content-rules/locales.ts'

/** A category with the posts of one language under it (its subcategories' included), and its subcategories. */
export interface CountedCategory extends TermLink {
  count: number
  description: string
  children: CountedCategory[]
}

/**
 * The categories as a tree, each counted in `locale` (WordPress's own counts are of every
 * language); those without a post in that language are left out. The blog's category index and
 * WordPress's categories block both show it.
 */
export async function countedCategoryTree(cms: CmsClient, locale: Locale): Promise<CountedCategory[]> {
  const categories = await cms.getCategories()
  const entry = async (id: number): Promise<CountedCategory> => {
    const category = categories.find((c) => c.id === id)!
    const children = await Promise.all(categories.filter((c) => c.parent === id).map((c) => entry(c.id)))
    const count = await cms.countPosts({ categories: withDescendants(category, categories), lang: locale })
    return {
      id,
      name: category.name,
      path: categoryPath(category, categories),
      count,
      description: category.description,
      children: children.filter((c) => c.count > 0),
    }
  }
  return (await Promise.all(categories.filter((c) => c.parent === 0).map((c) => entry(c.id)))).filter((e) => e.count > 0)
}
