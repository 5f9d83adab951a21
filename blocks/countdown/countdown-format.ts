/** SPEC §9: above this many milliseconds the countdown shows days. */
export const DAYS_THRESHOLD_MS = 172_800_000

export type CountdownDisplay = { kind: 'days'; days: number } | { kind: 'hms'; h: number; mm: string; ss: string } | { kind: 'expired' }

const pad = (n: number) => String(n).padStart(2, '0')

/** Time left → what the countdown shows: days above 2 days, otherwise 'Xh MMm SSs', '🎉 Expired!' at zero. */
export function countdownDisplay(msLeft: number): CountdownDisplay {
  if (msLeft <= 0) return { kind: 'expired' }
  if (msLeft > DAYS_THRESHOLD_MS) return { kind: 'days', days: Math.floor(msLeft / 86_400_000) }
  const totalSeconds = Math.floor(msLeft / 1000)
  return {
    kind: 'hms',
    h: Math.floor(totalSeconds / 3600),
    mm: pad(Math.floor((totalSeconds % 3600) / 60)),
    ss: pad(totalSeconds % 60),
  }
}

/** The messages a countdown is written with. */
export const COUNTDOWN_MESSAGES = ['countdown.expired', 'countdown.days', 'countdown.hms'] as const
export type CountdownMessage = (typeof COUNTDOWN_MESSAGES)[number]

/** The SPEC countdown text for the time left, in the page language (`t` formats the site's messages). */
export function countdownText(msLeft: number, t: (id: CountdownMessage, values?: Record<string, string | number>) => string): string {
  const display = countdownDisplay(msLeft)
  switch (display.kind) {
    case 'expired':
      return t('countdown.expired')
    case 'days':
      return t('countdown.days', { days: display.days })
    case 'hms':
      return t('countdown.hms', { h: display.h, mm: display.mm, ss: display.ss })
  }
}
