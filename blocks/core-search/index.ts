import { defineBlock } from '../define-block.ts'
import { coreSearchAttrs } from './schema.ts'
import { CoreSearch } from './CoreSearch.tsx'

export default defineBlock({
  name: 'core/search',
  attrs: coreSearchAttrs,
  Component: CoreSearch,
  styles: 'core-search.css',
  example: 'labelled.html',
})
