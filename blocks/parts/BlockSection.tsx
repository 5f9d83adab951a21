import { useId, type ReactNode } from 'react'

interface BlockSectionProps {
  /** The block's class: `stats` gives the section `stats`, its heading `stats__heading`, its intro `stats__intro`. */
  block: string
  /** Modifier classes added to the section. */
  modifiers?: string
  heading?: string
  intro?: string
  children: ReactNode
}

/** A block's section: named by its heading (an h2) when it has one, then an optional intro. */
export function BlockSection({ block, modifiers, heading, intro, children }: BlockSectionProps) {
  const headingId = useId()
  return (
    <section className={modifiers ? `${block} ${modifiers}` : block} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className={`${block}__heading`}>
          {heading}
        </h2>
      )}
      {intro && <p className={`${block}__intro`}>{intro}</p>}
      {children}
    </section>
  )
}
