import { useNow } from '../../renderer/useNow.ts'
import { useT } from '../../renderer/useT.ts'
import { countdownText } from './countdown-format.ts'

/** The SPEC countdown text for an instant, ticking every second; `ended` once it reaches zero. */
export function useCountdownText(endsAt: number): { text: string; ended: boolean } {
  const t = useT()
  const left = endsAt - useNow()
  return { text: countdownText(left, t), ended: left <= 0 }
}
