import type { BlockProps } from '../define-block.ts'
import type { CoreAccordionPanelAttrs } from './schema.ts'

/** What an accordion item opens onto. */
export function CoreAccordionPanel({ children }: BlockProps<CoreAccordionPanelAttrs>) {
  return <div className="core-accordion__panel">{children}</div>
}
