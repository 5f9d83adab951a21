import { defineBlock } from '../define-block.ts'
import { coreCategoriesAttrs } from './schema.ts'
import { CoreCategories } from './CoreCategories.tsx'

export default defineBlock({
  name: 'core/categories',
  attrs: coreCategoriesAttrs,
  Component: CoreCategories,
  // The tree reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (_attrs, { cms, locale }) => import('../../cms/category-tree.ts').then((m) => m.countedCategoryTree(cms, locale)),
  styles: 'core-categories.css',
  example: 'top-level-with-counts.html',
})
