import { defineBlock } from '../define-block.ts'
import { coreLatestPostsAttrs } from './schema.ts'
import { CoreLatestPosts } from './CoreLatestPosts.tsx'

export default defineBlock({
  name: 'core/latest-posts',
  attrs: coreLatestPostsAttrs,
  Component: CoreLatestPosts,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-latest-posts.ts').then((m) => m.loadLatestPosts(attrs, context)),
  styles: 'core-latest-posts.css',
  example: 'with-dates.html',
})
