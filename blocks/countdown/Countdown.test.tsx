import { describe, expect, it } from 'vitest'
import blackFriday from './fixtures/black-friday.html?raw'
import countdown from './index.ts'
import { countdownDisplay, DAYS_THRESHOLD_MS } from './countdown-format.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('countdownDisplay', () => {
  it('shows days above 172,800,000 ms', () => {
    expect(countdownDisplay(DAYS_THRESHOLD_MS + 1)).toEqual({ kind: 'days', days: 2 })
    expect(countdownDisplay(5 * 86_400_000 + 3_600_000)).toEqual({ kind: 'days', days: 5 })
  })

  it("shows 'Xh MMm SSs' at and below 2 days", () => {
    expect(countdownDisplay(DAYS_THRESHOLD_MS)).toEqual({ kind: 'hms', h: 48, mm: '00', ss: '00' })
    expect(countdownDisplay(3_600_000 + 5 * 60_000 + 9_000)).toEqual({ kind: 'hms', h: 1, mm: '05', ss: '09' })
    expect(countdownDisplay(999)).toEqual({ kind: 'hms', h: 0, mm: '00', ss: '00' })
  })

  it('is expired at zero', () => {
    expect(countdownDisplay(0)).toEqual({ kind: 'expired' })
    expect(countdownDisplay(-5)).toEqual({ kind: 'expired' })
  })
})

describe('site/countdown', () => {
  const attrs = fixtureAttrs(countdown, blackFriday)

  it('reads the end date in Asia/Dhaka', () => {
    expect(attrs.endsAt).toBe(Date.parse('2026-12-02T17:59:59Z'))
  })

  it('renders from the server clock it is given', () => {
    expect(renderBlock(countdown, attrs, 'en', attrs.endsAt - 3 * 86_400_000)).toContain('>3 days</time>')
    expect(renderBlock(countdown, attrs, 'en', attrs.endsAt - 3_723_000)).toContain('>1h 02m 03s</time>')
    expect(renderBlock(countdown, attrs, 'es', attrs.endsAt - 3 * 86_400_000)).toContain('>3 días</time>')
  })

  it("shows '🎉 Expired!' and hides the call to action once ended", () => {
    const html = renderBlock(countdown, attrs, 'en', attrs.endsAt + 1)
    expect(html).toContain('>🎉 Expired!</time>')
    expect(html).not.toContain('Lock in 50% OFF Now')
  })

  it('rejects dates that are not YYYY-MM-DD HH:mm:ss', () => {
    expect(countdown.attrs.safeParse({ endDate: '2026-13-40 00:00:00' }).success).toBe(false)
    expect(countdown.attrs.safeParse({ endDate: 'next friday' }).success).toBe(false)
  })
})
