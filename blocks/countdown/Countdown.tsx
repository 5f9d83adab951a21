import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useNow } from '../../renderer/useNow.ts'
import { useT } from '../../renderer/useT.ts'
import { countdownDisplay } from './countdown-format.ts'
import type { CountdownAttrs } from './schema.ts'

export function Countdown({ attrs }: BlockProps<CountdownAttrs>) {
  const t = useT()
  const display = countdownDisplay(attrs.endsAt - useNow())
  const text =
    display.kind === 'expired'
      ? t('countdown.expired')
      : display.kind === 'days'
        ? t('countdown.days', { days: display.days })
        : t('countdown.hms', { h: display.h, mm: display.mm, ss: display.ss })
  return (
    <section className="countdown">
      {attrs.heading && <h2 className="countdown__heading">{attrs.heading}</h2>}
      <p className="countdown__time" role="timer" aria-label={t('countdown.label')}>
        <time dateTime={new Date(attrs.endsAt).toISOString()}>{text}</time>
      </p>
      {attrs.cta && display.kind !== 'expired' && (
        <Link className="button button--primary" href={attrs.cta.href}>
          {attrs.cta.label}
        </Link>
      )}
    </section>
  )
}
