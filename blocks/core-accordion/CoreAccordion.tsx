import type { BlockProps } from '../define-block.ts'
import type { CoreAccordionAttrs } from './schema.ts'

/** WordPress's accordion: its items, each a details element that opens with or without JavaScript. */
export function CoreAccordion({ children }: BlockProps<CoreAccordionAttrs>) {
  return <div className="core-accordion">{children}</div>
}
