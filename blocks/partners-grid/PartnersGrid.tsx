import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { PartnersGridAttrs } from './schema.ts'
import { groupPartners } from './group-partners.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { CardGrid } from '../parts/CardGrid.tsx'

/** Partners grouped by category: logo or name (linked when there is a page), what they do and any offer. */
export function PartnersGrid({ attrs }: BlockProps<PartnersGridAttrs>) {
  return (
    <section className="partners-grid">
      {attrs.heading && <h2 className="partners-grid__heading">{attrs.heading}</h2>}
      {attrs.intro && <p className="partners-grid__intro">{attrs.intro}</p>}
      {groupPartners(attrs.partners).map((group) => (
        <div className="partners-grid__group" key={group.category}>
          <h3 className="partners-grid__category">{group.category}</h3>
          <CardGrid
            className="partners-grid__partners"
            cardClassName="partners-grid__partner"
            items={group.partners}
            itemKey={(partner, i) => `${partner.name}-${i}`}
          >
            {(partner) => {
              const identity = partner.logo ? (
                <BlockImage
                  image={partner.logo}
                  // The logo stands in for the name, so it must read as the name.
                  alt={partner.logo.alt || partner.name}
                />
              ) : (
                partner.name
              )
              return (
                <>
                  <h4 className="partners-grid__name">{partner.href ? <Link href={partner.href}>{identity}</Link> : identity}</h4>
                  <p className="partners-grid__text">{partner.text}</p>
                  {partner.offer && <p className="partners-grid__offer">{partner.offer}</p>}
                </>
              )
            }}
          </CardGrid>
        </div>
      ))}
    </section>
  )
}
