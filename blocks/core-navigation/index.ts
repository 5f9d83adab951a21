import { defineBlock } from '../define-block.ts'
import { coreNavigationAttrs } from './schema.ts'
import { CoreNavigation } from './CoreNavigation.tsx'

export default defineBlock({
  name: 'core/navigation',
  attrs: coreNavigationAttrs,
  Component: CoreNavigation,
  // A menu kept in WordPress as its own post is WordPress's to read: its render is used.
  renderedByWordPress: (attrs) => attrs.ref !== undefined,
  styles: 'core-navigation.css',
  example: 'with-submenu.html',
})
