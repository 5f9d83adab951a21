import { createElement } from 'react'
import type { BlockProps } from '../define-block.ts'
import type { CoreAccordionHeadingAttrs } from './schema.ts'

/** The summary of an accordion item: the heading that opens and closes it (no script needed). */
export function CoreAccordionHeading({ attrs }: BlockProps<CoreAccordionHeadingAttrs>) {
  return <summary className="core-accordion__summary">{createElement(`h${attrs.level}`, { className: 'core-accordion__heading' }, attrs.title)}</summary>
}
