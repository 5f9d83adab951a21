/**
 * The block editor's inserter groups for this site's blocks, in the order the inserter lists them.
 * The companion plugin registers them from the generated `blocks/categories.json`.
 */
export const EDITOR_CATEGORIES = [
  { slug: 'site-sections', title: 'Site: page sections' },
  { slug: 'site-commerce', title: 'Site: pricing and offers' },
  { slug: 'site-forms', title: 'Site: forms and tools' },
  { slug: 'site-media', title: 'Site: media' },
  { slug: 'site-live', title: 'Site: live content' },
] as const

export type EditorCategory = (typeof EDITOR_CATEGORIES)[number]['slug']
