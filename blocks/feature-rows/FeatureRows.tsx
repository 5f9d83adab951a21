import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { FeatureRowsAttrs } from './schema.ts'
import { imageSide } from './image-side.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { Paragraphs } from '../parts/Paragraphs.tsx'
import { BlockSection } from '../parts/BlockSection.tsx'

/**
 * Alternating rows of text and image. The text comes first in the markup (it is what the row says);
 * CSS puts the image on its side, so reading order never depends on the layout.
 */
export function FeatureRows({ attrs }: BlockProps<FeatureRowsAttrs>) {
  return (
    <BlockSection block="feature-rows" heading={attrs.heading}>
      {attrs.rows.map((row, i) => (
        <div
          key={`${i}-${row.title}`}
          className={`feature-rows__row feature-rows__row--image-${imageSide(attrs.startWith, i)}${row.image ? '' : ' feature-rows__row--text-only'}`}
        >
          <div className="feature-rows__text">
            {row.eyebrow && <p className="feature-rows__eyebrow">{row.eyebrow}</p>}
            <h3 className="feature-rows__title">{row.title}</h3>
            <Paragraphs text={row.text} className="feature-rows__body" />
            {row.bullets.length > 0 && (
              <ul className="feature-rows__bullets">
                {row.bullets.map((bullet, b) => (
                  <li key={b}>{bullet}</li>
                ))}
              </ul>
            )}
            {row.cta && (
              <p className="feature-rows__action">
                <Link className="button button--secondary" href={row.cta.href}>
                  {row.cta.label}
                </Link>
              </p>
            )}
          </div>
          {row.image && <BlockImage className="feature-rows__image" image={row.image} />}
        </div>
      ))}
    </BlockSection>
  )
}
