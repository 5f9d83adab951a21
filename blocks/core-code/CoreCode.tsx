import type { BlockProps } from '../define-block.ts'
import { highlight } from './highlight.ts'
import type { CoreCodeAttrs } from './schema.ts'

/** A code block, highlighted on the server. */
export function CoreCode({ attrs }: BlockProps<CoreCodeAttrs>) {
  const { html, language } = highlight(attrs.code, attrs.language)
  return (
    <pre className="core-code" data-language={language}>
      <code className={language ? `hljs language-${language}` : 'hljs'} dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  )
}
