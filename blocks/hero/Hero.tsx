import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { HeroAttrs } from './schema.ts'
import { BlockImage } from '../parts/BlockImage.tsx'

export function Hero({ attrs }: BlockProps<HeroAttrs>) {
  const Heading = attrs.level === 1 ? 'h1' : 'h2'
  return (
    <section className="hero">
      <div className="hero__text">
        {attrs.eyebrow && <p className="hero__eyebrow">{attrs.eyebrow}</p>}
        <Heading className="hero__heading">{attrs.heading}</Heading>
        {attrs.text && <p className="hero__lead">{attrs.text}</p>}
        {(attrs.primaryCta || attrs.secondaryCta) && (
          <p className="hero__actions">
            {attrs.primaryCta && (
              <Link className="button button--primary" href={attrs.primaryCta.href}>
                {attrs.primaryCta.label}
              </Link>
            )}
            {attrs.secondaryCta && (
              <Link className="button button--secondary" href={attrs.secondaryCta.href}>
                {attrs.secondaryCta.label}
              </Link>
            )}
          </p>
        )}
      </div>
      {attrs.image && <BlockImage className="hero__image" image={attrs.image} priority />}
    </section>
  )
}
