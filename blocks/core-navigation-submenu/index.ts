import { defineBlock } from '../define-block.ts'
import { coreNavigationSubmenuAttrs } from './schema.ts'
import { CoreNavigationSubmenu } from './CoreNavigationSubmenu.tsx'

export default defineBlock({
  name: 'core/navigation-submenu',
  attrs: coreNavigationSubmenuAttrs,
  Component: CoreNavigationSubmenu,
  loadData: (attrs, context) =>
    attrs.url ? import('../parts/load-site-path.ts').then((m) => m.loadSitePath(attrs.url!, context)) : Promise.resolve(undefined),
  example: 'with-submenu.html',
  fixturesOf: 'core/navigation',
})
