import { defineBlock } from '../define-block.ts'
import { savedAttribute } from '../markup/saved-html.ts'
import { coreCodeAttrs } from './schema.ts'
import { CoreCode } from './CoreCode.tsx'
import { codeOf } from './code-of.ts'

export default defineBlock({
  name: 'core/code',
  attrs: coreCodeAttrs,
  // WordPress keeps the code in the saved <code> and the language as a class of the block.
  savedAttrs: ({ innerHTML, attrs }) => ({
    code: codeOf(innerHTML),
    language: /(?:^|\s)language-([a-z0-9+#-]+)/.exec(
      `${typeof attrs.className === 'string' ? attrs.className : ''} ${savedAttribute(innerHTML, 'pre', 'class') ?? ''} ${savedAttribute(innerHTML, 'code', 'class') ?? ''}`,
    )?.[1],
  }),
  Component: CoreCode,
  styles: 'core-code.css',
  example: 'php-filter.html',
})
