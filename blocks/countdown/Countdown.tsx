import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useCountdownText } from './useCountdownText.ts'
import { CountdownClock } from './CountdownClock.tsx'
import type { CountdownAttrs } from './schema.ts'

/** A countdown the browser ticks without React (browser/countdowns.ts); its call to action goes when it ends. */
export function Countdown({ attrs }: BlockProps<CountdownAttrs>) {
  const t = useT()
  const { ended } = useCountdownText(attrs.endsAt)
  return (
    <section className="countdown">
      {attrs.heading && <h2 className="countdown__heading">{attrs.heading}</h2>}
      <p className="countdown__time" role="timer" aria-label={t('countdown.label')}>
        <CountdownClock endsAt={attrs.endsAt} />
      </p>
      {attrs.cta && !ended && (
        <Link className="button button--primary" href={attrs.cta.href} data-until-ends={attrs.endsAt}>
          {attrs.cta.label}
        </Link>
      )}
    </section>
  )
}
