import { defineBlock } from '../define-block.ts'
import { coreQueryAttrs } from './schema.ts'
import { queryInnerAttrs } from './inner-blocks.ts'
import { CoreQuery } from './CoreQuery.tsx'

export default defineBlock({
  name: 'core/query',
  attrs: coreQueryAttrs,
  // What each post shows, whether it pages and what it says when empty: its inner blocks.
  savedAttrs: queryInnerAttrs,
  Component: CoreQuery,
  // Queries the site's content client does not ask (other post types, offsets, other orders,
  // exclusions, sticky posts only): WordPress's render of them.
  renderedByWordPress: ({ query }) =>
    query.postType !== 'post' || query.offset > 0 || query.orderBy !== 'date' || query.exclude.length > 0 || query.sticky === 'only',
  loadData: (attrs, context) => import('./load-query.ts').then((m) => m.loadQueryPage(attrs, context)),
  styles: 'core-query.css',
  example: 'paged-with-excerpts.html',
})
