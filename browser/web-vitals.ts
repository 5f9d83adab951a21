import type { Metric } from 'web-vitals'
import { LOCALES, type Locale } from '../content-rules/locales.ts'
import type { PageType } from '../renderer/page-type.ts'
import { recoveredFromChunkFailure } from './chunk-reload.ts'
import { whenConsented } from './cookie-notice.ts'
import { pushEvent } from './data-layer.ts'

/** The data layer event each measurement is pushed as (the configured tag forwards it to analytics). */
export const WEB_VITALS_EVENT = 'web_vitals'

/** Waits for an idle moment, at most this long (a busy page still reports). */
const IDLE_TIMEOUT_MS = 5000

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(task, IDLE_TIMEOUT_MS / 5)

/**
 * Field Web Vitals (LCP, INP, CLS, TTFB) of the page the visitor sees, on the data layer, with the
 * page's type and language: only once the visitor has accepted cookies (before, or on this page),
 * and only once the page is idle, so that the library never costs the first visit. The library
 * buffers what happened before it loaded; each metric is pushed when it is final (on the visitor's
 * first input, or when the page is hidden), as the library reports it.
 */
export function installWebVitals(pageType: PageType, locale: Locale): void {
  const report = (metric: Metric) =>
    pushEvent(
      {
        event: WEB_VITALS_EVENT,
        metric_name: metric.name,
        metric_value: metric.value,
        metric_rating: metric.rating,
        metric_id: metric.id,
        navigation_type: metric.navigationType,
        page_type: pageType,
        language: LOCALES[locale].iso,
      },
      `the ${metric.name} measurement`,
    )
  const start = () =>
    whenIdle(() => {
      import('web-vitals')
        .then(({ onLCP, onINP, onCLS, onTTFB }) => {
          for (const on of [onLCP, onINP, onCLS, onTTFB]) on(report)
          document.documentElement.dataset.webVitals = 'on'
        })
        .catch((error: unknown) => {
          // A measurement is not worth a reload of the page being read.
          recoveredFromChunkFailure(error)
          console.error('[web-vitals] the library could not be loaded:', error)
        })
    })
  whenConsented(start)
}
