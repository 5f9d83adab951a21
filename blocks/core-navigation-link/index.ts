import { defineBlock } from '../define-block.ts'
import { coreNavigationLinkAttrs } from './schema.ts'
import { CoreNavigationLink } from './CoreNavigationLink.tsx'

export default defineBlock({
  name: 'core/navigation-link',
  attrs: coreNavigationLinkAttrs,
  Component: CoreNavigationLink,
  // A page linked by its WordPress address leads to the site's page: resolved on the server.
  loadData: (attrs, context) => import('../parts/load-site-path.ts').then((m) => m.loadSitePath(attrs.url, context)),
  example: 'with-submenu.html',
  fixturesOf: 'core/navigation',
})
