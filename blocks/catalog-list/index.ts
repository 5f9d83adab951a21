import { defineBlock } from '../define-block.ts'
import { catalogListAttrs } from './schema.ts'
import { CatalogList } from './CatalogList.tsx'

export default defineBlock({
  name: 'site/catalog-list',
  editor: {
    title: 'Catalog list',
    description: "The entries of a catalog (modules, extensions, demos…), read live from the site's content.",
    category: 'site-live',
    icon: 'list-view',
    keywords: ['modules', 'extensions', 'demos', 'themes'],
  },
  attrs: catalogListAttrs,
  Component: CatalogList,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-catalog.ts').then((m) => m.loadCatalogItems(attrs, context)),
  styles: 'catalog-list.css',
  example: 'dokan-modules.html',
})
