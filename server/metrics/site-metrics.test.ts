import { describe, expect, it } from 'vitest'
import { createSiteMetrics, type SiteMetrics } from './site-metrics.ts'
import { parsePrometheusText } from '../../tests/support/prometheus-text.ts'

const scrape = async (metrics: SiteMetrics) => parsePrometheusText((await metrics.scrape()).text)

describe('the site metrics read at scrape time', () => {
  it('reads the outbox at scrape time, and reports what it cannot read as NaN rather than failing the scrape', async () => {
    const metrics = createSiteMetrics({ processMetrics: false, now: () => 100_000 })
    let pending: Promise<number> = Promise.resolve(3)
    metrics.watchOutbox({ pendingCount: () => pending, oldestPendingAt: async () => 70_000 })
    let figures = await scrape(metrics)
    expect([figures.value('site_outbox_pending'), figures.value('site_outbox_oldest_pending_age_seconds')]).toEqual([3, 30])
    // Without a shared store there is no PostgreSQL to report.
    expect(figures.types.has('site_postgres_up')).toBe(false)
    pending = Promise.reject(new Error('the outbox cannot be read'))
    figures = await scrape(metrics)
    expect(figures.value('site_outbox_pending')).toBeNaN()
    expect(figures.value('site_outbox_oldest_pending_age_seconds')).toBe(30)
  })

  it('reports PostgreSQL and Redis only when they are configured, 1 while they answer', async () => {
    const none = await scrape(createSiteMetrics({ processMetrics: false }))
    for (const name of ['site_redis_up', 'site_postgres_up', 'site_outbox_pending']) expect(none.types.has(name), name).toBe(false)

    const metrics = createSiteMetrics({ processMetrics: false })
    let up = true
    metrics.watchOutbox({
      pendingCount: async () => 0,
      oldestPendingAt: () => Promise.reject(new Error('PostgreSQL is down')),
      sharedStoreUp: () => up,
    })
    metrics.watchRedis(() => up)
    let figures = await scrape(metrics)
    expect([figures.value('site_postgres_up'), figures.value('site_redis_up'), figures.value('site_outbox_oldest_pending_age_seconds')]).toEqual([1, 1, NaN])
    up = false
    figures = await scrape(metrics)
    expect([figures.value('site_postgres_up'), figures.value('site_redis_up')]).toEqual([0, 0])
  })
})
