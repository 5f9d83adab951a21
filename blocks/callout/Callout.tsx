import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { CalloutAttrs } from './schema.ts'

/** A callout: its tone named for screen readers (and shown by its colour and icon). */
export function Callout({ attrs }: BlockProps<CalloutAttrs>) {
  const t = useT()
  return (
    <aside className={`callout callout--${attrs.tone}`} role="note">
      <p className="callout__tone">{t(`callout.${attrs.tone}`)}</p>
      {attrs.title && <p className="callout__title">{attrs.title}</p>}
      <p className="callout__text">{attrs.text}</p>
    </aside>
  )
}
