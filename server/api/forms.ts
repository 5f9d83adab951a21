import { Hono, type Context } from 'hono'
import { describeIssues } from '../../content-schemas/describe-issues.ts'
import { FORM_KINDS, HONEYPOT_FIELD, formSubmissionSchemas, type FormKind } from '../../content-schemas/forms.ts'
import type { FormService } from '../forms/form-service.ts'
import { createRateLimit } from './rate-limit.ts'

const isFormKind = (value: string): value is FormKind => (FORM_KINDS as string[]).includes(value)

/** Posts a visitor's address may make a minute: more than any person filling in forms. */
export const FORM_POSTS_PER_MINUTE = 10

/** Whether the post comes from a page of this site (its Origin, else its Referer, names the site's host). */
function fromThisSite(c: Context): boolean {
  const host = new URL(c.req.url).host
  const source = c.req.header('origin') ?? c.req.header('referer')
  if (!source || source === 'null') return false
  try {
    return new URL(source).host === host
  } catch {
    return false
  }
}

/** The visitor's address: the socket's, or (TRUST_PROXY=1, behind a proxy) the first X-Forwarded-For. */
function visitorAddress(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

/**
 * POST /api/forms/:kind (newsletter, demo-a, demo-b, demo-c, webinar): validated with the forms' schemas,
 * stored, forwarded. 200 delivered, 202 stored for later delivery, 502 not delivered (kept).
 * Abuse is refused before anything is stored: a post from another site (403), too many posts from
 * one address (429 with Retry-After), a full outbox (503); a bot that filled in the hidden field is
 * told it succeeded and nothing is kept.
 */
export function formsApi(forms: FormService, { now = Date.now }: { now?: () => number } = {}) {
  const rateLimit = createRateLimit({ limit: FORM_POSTS_PER_MINUTE, windowMs: 60_000, now })
  return new Hono().post('/api/forms/:kind', async (c) => {
    const kind = c.req.param('kind')
    if (!fromThisSite(c)) return c.json({ error: 'Forms are accepted from pages of this site only.' }, 403)
    const address = visitorAddress(c)
    const wait = rateLimit.hit(address)
    if (wait !== null) {
      console.warn(`[forms] ${address}: more than ${FORM_POSTS_PER_MINUTE} posts a minute, refused for ${wait} s`)
      c.header('Retry-After', String(wait))
      return c.json({ error: `Too many submissions. Please try again in ${wait} seconds.` }, 429)
    }
    if (!isFormKind(kind)) return c.json({ error: `Unknown form '${kind.slice(0, 40)}'.` }, 404)
    const body: unknown = await c.req.json().catch(() => null)
    const parsed = formSubmissionSchemas[kind].safeParse(body)
    if (!parsed.success) return c.json({ error: `Invalid ${kind} submission: ${describeIssues(parsed.error)}` }, 400)
    const { [HONEYPOT_FIELD]: trap, ...submission } = parsed.data
    if (trap) {
      console.warn(`[forms] ${kind} from ${address}: the hidden field was filled in (a bot); answered as delivered, nothing kept`)
      return c.json({ ok: true, status: 'delivered' }, 200)
    }
    if (forms.isFull()) {
      c.header('Retry-After', '60')
      return c.json({ error: 'Submissions cannot be taken right now. Please try again later.' }, 503)
    }
    const result = await forms.submit(kind, submission)
    return c.json(result, result.status === 'delivered' ? 200 : result.status === 'queued' ? 202 : 502)
  })
}
