import { useNow } from '../../renderer/useNow.ts'
import { useT } from '../../renderer/useT.ts'
import { countdownDisplay } from './countdown-format.ts'

/** The SPEC countdown text for an instant, ticking every second; `ended` once it reaches zero. */
export function useCountdownText(endsAt: number): { text: string; ended: boolean } {
  const t = useT()
  const display = countdownDisplay(endsAt - useNow())
  switch (display.kind) {
    case 'expired':
      return { text: t('countdown.expired'), ended: true }
    case 'days':
      return { text: t('countdown.days', { days: display.days }), ended: false }
    case 'hms':
      return { text: t('countdown.hms', { h: display.h, mm: display.mm, ss: display.ss }), ended: false }
  }
}
