import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useCountdownText } from './useCountdownText.ts'
import type { CountdownAttrs } from './schema.ts'

export function Countdown({ attrs }: BlockProps<CountdownAttrs>) {
  const t = useT()
  const { text, ended } = useCountdownText(attrs.endsAt)
  return (
    <section className="countdown">
      {attrs.heading && <h2 className="countdown__heading">{attrs.heading}</h2>}
      <p className="countdown__time" role="timer" aria-label={t('countdown.label')}>
        <time dateTime={new Date(attrs.endsAt).toISOString()}>{text}</time>
      </p>
      {attrs.cta && !ended && (
        <Link className="button button--primary" href={attrs.cta.href}>
          {attrs.cta.label}
        </Link>
      )}
    </section>
  )
}
