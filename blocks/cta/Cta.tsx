import { useId } from 'react'
import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { CtaAttrs } from './schema.ts'

/** A call-to-action band: one heading, an optional line of text, one or two buttons. */
export function Cta({ attrs }: BlockProps<CtaAttrs>) {
  const headingId = useId()
  return (
    <section className={`cta cta--${attrs.tone}`} aria-labelledby={headingId}>
      <div className="cta__text">
        <h2 id={headingId} className="cta__heading">
          {attrs.heading}
        </h2>
        {attrs.text && <p className="cta__lead">{attrs.text}</p>}
      </div>
      <p className="cta__actions">
        <Link className="button button--primary" href={attrs.primary.href}>
          {attrs.primary.label}
        </Link>
        {attrs.secondary && (
          <Link className="button button--secondary" href={attrs.secondary.href}>
            {attrs.secondary.label}
          </Link>
        )}
      </p>
    </section>
  )
}
