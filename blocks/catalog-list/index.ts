import { defineBlock } from '../define-block.ts'
import { catalogListAttrs } from './schema.ts'
import { CatalogList } from './CatalogList.tsx'

export default defineBlock({
  name: 'site/catalog-list',
  attrs: catalogListAttrs,
  Component: CatalogList,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-catalog.ts').then((m) => m.loadCatalogItems(attrs, context)),
})
