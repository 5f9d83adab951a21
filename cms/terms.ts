import type { WpCategory, WpTag, WpUser } from '../content-schemas/taxonomy.ts'

/** A link to a category, tag or author page. */
export interface TermLink {
  id: number
  name: string
  /** Locale-free path, e.g. `/category/marketplace/vendor-management/`. */
  path: string
}

/** `/category/{parent}/{child}/`, as WordPress nests hierarchical categories. */
export function categoryPath(category: WpCategory, all: WpCategory[]): string {
  const slugs = [category.slug]
  const seen = new Set([category.id])
  let parent = all.find((c) => c.id === category.parent)
  while (parent && !seen.has(parent.id)) {
    slugs.unshift(parent.slug)
    seen.add(parent.id)
    parent = all.find((c) => c.id === parent!.parent)
  }
  return `/category/${slugs.join('/')}/`
}

export const tagPath = (tag: Pick<WpTag, 'slug'>) => `/tag/${tag.slug}/`
export const authorPath = (author: Pick<WpUser, 'slug'>) => `/author/${author.slug}/`

/** `/date/2025/`, `/date/2025/02/` or `/date/2025/02/11/`, as WordPress names date archives. */
export function datePath({ year, month, day }: { year: number; month?: number; day?: number }): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `/date/${year}/${month ? `${pad(month)}/` : ''}${month && day ? `${pad(day)}/` : ''}`
}

/** The category a path names: `[parent, child]` must be nested that way; `[slug]` must be at the top. */
export function findCategory(slugs: [string] | [string, string], all: WpCategory[]): WpCategory | undefined {
  const [first, second] = slugs
  const top = all.find((c) => c.slug === first && c.parent === 0)
  if (!second) return top
  return top ? all.find((c) => c.slug === second && c.parent === top.id) : undefined
}

/** A category and every category below it (WordPress lists a post under the categories it is in). */
export function withDescendants(category: WpCategory, all: WpCategory[]): number[] {
  const ids = [category.id]
  for (let i = 0; i < ids.length; i++) ids.push(...all.filter((c) => c.parent === ids[i] && !ids.includes(c.id)).map((c) => c.id))
  return ids
}

export function categoryLinks(ids: number[], all: WpCategory[]): TermLink[] {
  return ids.flatMap((id) => {
    const category = all.find((c) => c.id === id)
    return category ? [{ id, name: category.name, path: categoryPath(category, all) }] : []
  })
}

export function tagLinks(ids: number[], all: WpTag[]): TermLink[] {
  return ids.flatMap((id) => {
    const tag = all.find((t) => t.id === id)
    return tag ? [{ id, name: tag.name, path: tagPath(tag) }] : []
  })
}
