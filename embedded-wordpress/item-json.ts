import type { Dataset } from './dataset.ts'
import { gmt } from './rest.ts'
import { blockRendersOf } from './block-renders.ts'
import { BLOCK_MARKUP_FIELD, BLOCK_RENDERS_FIELD } from '../content-schemas/page.ts'
import type { Locale } from '../content-rules/locales.ts'

/** What every dataset item (page, post, doc, catalog entry) has, as WordPress names it. */
export interface ItemFields {
  id: number
  slug: string
  type: string
  /** Its site path, language prefix included: `/es/dokan/pricing/`. */
  path: string
  lang: Locale
  title: string
  excerpt?: string
  modified: string
  markup: string
}

/**
 * The fields WordPress answers for any published item of a block-editor post type: id, slug, link,
 * modified date, status, type, rendered title and excerpt, language, and the companion plugin's
 * block markup with WordPress's renders of its dynamic blocks. Each post type adds its own.
 */
export function itemJson(item: ItemFields, dataset: Dataset, origin: string) {
  return {
    id: item.id,
    slug: item.slug,
    link: `${origin}${item.path}`,
    modified_gmt: gmt(item.modified),
    status: 'publish',
    type: item.type,
    title: { rendered: item.title },
    excerpt: { rendered: item.excerpt ? `<p>${item.excerpt}</p>\n` : '' },
    lang: item.lang,
    [BLOCK_MARKUP_FIELD]: item.markup,
    [BLOCK_RENDERS_FIELD]: blockRendersOf(dataset.blockRenders, item.path, item.markup, origin),
  }
}
