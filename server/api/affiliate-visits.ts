import { Hono } from 'hono'
import { ofetch, FetchError } from 'ofetch'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import type { SiteConfig } from '../config/site-config.ts'
import { affiliateVisitRequestSchema, affiliateVisitResponseSchema } from '../../content-schemas/affiliate-visit.ts'

/** The affiliate API and its credentials (AFFILIATE_API_*): server-side only, never sent to the browser. */
export type AffiliateApiConfig = NonNullable<SiteConfig['affiliateApi']>

/**
 * POST /api/affiliate-visits {ref, url}: records a referral visit with the affiliate API (SPEC §7:
 * POST visits/ with {affiliate_id, url} and Basic authorization) and answers {visit_id}.
 */
export function affiliateVisitsApi(config: AffiliateApiConfig | null) {
  return new Hono().post('/api/affiliate-visits', async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const parsed = affiliateVisitRequestSchema.safeParse(body)
    if (!parsed.success) return c.json({ error: `Invalid affiliate visit: ${describeIssues(parsed.error)}` }, 400)
    const { ref, url } = parsed.data
    if (new URL(url).host !== new URL(c.req.url).host) return c.json({ error: 'url must be a page of this site' }, 400)
    if (!config) {
      console.error('[api] affiliate visit not recorded: AFFILIATE_API_URL, _USERNAME and _PASSWORD are not all set')
      return c.json({ error: 'Affiliate tracking is not configured.' }, 503)
    }
    try {
      const answer: unknown = await ofetch(`${config.baseUrl}/visits/`, {
        method: 'POST',
        body: { affiliate_id: /^\d+$/.test(ref) ? Number(ref) : ref, url },
        headers: { authorization: `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}` },
        timeout: 5000,
        retry: 0,
      })
      const visit = affiliateVisitResponseSchema.safeParse(answer)
      if (!visit.success) {
        console.error(`[api] affiliate API answered visits/ without a usable visit: ${describeIssues(visit.error)}`)
        return c.json({ error: 'The affiliate service gave an unexpected answer.' }, 502)
      }
      return c.json({ visit_id: visit.data.visit_id })
    } catch (error) {
      const reason = error instanceof FetchError && error.statusCode ? `answered ${error.statusCode}` : String(error)
      console.error(`[api] affiliate visit for ref ${ref} not recorded: ${config.baseUrl}/visits/ ${reason}`)
      return c.json({ error: 'The affiliate service is unavailable.' }, 502)
    }
  })
}
