import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { FeatureIconSvg } from './icons.tsx'
import type { FeatureGridAttrs } from './schema.ts'
import { BlockSection } from '../parts/BlockSection.tsx'
import { CardGrid } from '../parts/CardGrid.tsx'

/** Features as cards in 2, 3 or 4 columns, each with an optional inline icon and a link on its title. */
export function FeatureGrid({ attrs }: BlockProps<FeatureGridAttrs>) {
  return (
    <BlockSection block="feature-grid" modifiers={`feature-grid--${attrs.columns}`} heading={attrs.heading} intro={attrs.intro}>
      <CardGrid className="feature-grid__items" cardClassName="feature-grid__item" items={attrs.items} itemKey={(item, i) => `${i}-${item.title}`}>
        {(item) => (
          <>
            {item.icon && (
              <span className="feature-grid__icon">
                <FeatureIconSvg name={item.icon} />
              </span>
            )}
            <h3 className="feature-grid__title">{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</h3>
            <p className="feature-grid__text">{item.text}</p>
          </>
        )}
      </CardGrid>
    </BlockSection>
  )
}
