import { countdownText, type CountdownMessage } from '../blocks/countdown/countdown-format.ts'
import { formatMessage } from '../locales/format-message.ts'
import { LOCALES, type Locale } from '../content-rules/locales.ts'
import { whenShown } from './when-shown.ts'
import { siteNow } from '../renderer/site-clock.ts'
import type { PageFacts } from '../renderer/page-facts.ts'

/**
 * Ticks every countdown on the page every second (blocks/countdown/CountdownClock.tsx): the SPEC
 * format down to '🎉 Expired!', when what waits for its end (`data-until-ends`) goes. No React: a
 * countdown is text that changes, not an island. A prerendered page's countdowns start when it is shown.
 */
export function installCountdowns(locale: Locale, clock: Pick<PageFacts, 'clockFrozenAt'>): void {
  const iso = LOCALES[locale].iso
  const clocks = [...document.querySelectorAll<HTMLTimeElement>('time[data-ends-at][data-messages]')].map((element) => ({
    element,
    endsAt: Number(element.dataset.endsAt),
    messages: JSON.parse(element.dataset.messages!) as Partial<Record<CountdownMessage, string>> | null,
  }))
  if (clocks.length === 0) return
  const tick = () => {
    const now = siteNow(clock)
    for (const { element, endsAt, messages } of clocks) {
      const text = countdownText(endsAt - now, (id, values = {}) => formatMessage(messages?.[id] ?? id, values, iso))
      if (element.textContent !== text) element.textContent = text
    }
    for (const waiting of document.querySelectorAll<HTMLElement>('[data-until-ends]')) {
      if (Number(waiting.dataset.untilEnds) <= now) waiting.hidden = true
    }
  }
  whenShown(() => {
    tick()
    setInterval(tick, 1000)
  })
}
