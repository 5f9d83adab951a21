import type { BlockProps } from '../define-block.ts'
import type { StatsAttrs } from './schema.ts'
import { BlockSection } from '../parts/BlockSection.tsx'

/**
 * Figures and claims as a description list: each label is the term, its figure (and any qualifier)
 * the description. The figure is drawn first and large; the markup keeps the label first so it reads as a sentence.
 */
export function Stats({ attrs }: BlockProps<StatsAttrs>) {
  return (
    <BlockSection block="stats" heading={attrs.heading}>
      <dl className="stats__list">
        {attrs.items.map((item, i) => (
          <div key={`${i}-${item.value}`} className="stats__item">
            <dt className="stats__label">{item.label}</dt>
            <dd className="stats__value">{item.value}</dd>
            {item.note && <dd className="stats__note">{item.note}</dd>}
          </div>
        ))}
      </dl>
    </BlockSection>
  )
}
