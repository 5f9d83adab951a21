import type { BlockProps } from '../define-block.ts'
import type { CoreAccordionItemAttrs } from './schema.ts'

/** An accordion item as a details element: its heading is the summary (WordPress's first inner block). */
export function CoreAccordionItem({ attrs, children }: BlockProps<CoreAccordionItemAttrs>) {
  return (
    <details className="core-accordion__item" open={attrs.openByDefault}>
      {children}
    </details>
  )
}
