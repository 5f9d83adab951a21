import { defineBlock } from '../define-block.ts'
import { coreHomeLinkAttrs } from './schema.ts'
import { CoreHomeLink } from './CoreHomeLink.tsx'

export default defineBlock({
  name: 'core/home-link',
  attrs: coreHomeLinkAttrs,
  Component: CoreHomeLink,
  example: 'in-a-menu.html',
})
