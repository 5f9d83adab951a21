import { Hono, type Context } from 'hono'
import { describeIssues } from '../../content-schemas/describe-issues.ts'
import { FORM_KINDS, HONEYPOT_FIELD, formSubmissionSchemas, type FormKind } from '../../content-schemas/forms.ts'
import type { FormService } from '../forms/form-service.ts'
import { createRateLimit } from './rate-limit.ts'
import type { SharedStore } from '../../cms/shared-store.ts'

const isFormKind = (value: string): value is FormKind => (FORM_KINDS as string[]).includes(value)

/** Posts a visitor's address may make a minute (FORMS_POSTS_PER_MINUTE): more than any person filling in forms. */
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

/**
 * The visitor's address: the socket's, or (TRUST_PROXY=1, behind one proxy) the last X-Forwarded-For
 * entry, the one that proxy appended (earlier entries are the client's own words). IPv6 addresses
 * count by their /64, which one visitor holds whole.
 */
export function visitorAddress(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  const address = (trustProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined) || socketAddress || 'unknown'
  if (!address.includes(':') || address.startsWith('::ffff:')) return address
  const groups = address.split('::')[0]!.split(':')
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`
}

const addressOf = (c: Context) =>
  visitorAddress(c.req.header('x-forwarded-for'), (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress, process.env.TRUST_PROXY === '1')

/**
 * POST /api/forms/:kind (newsletter, demo-a, demo-b, demo-c, webinar): validated with the forms' schemas,
 * stored, forwarded. 200 delivered, 202 stored for later delivery, 502 not delivered (kept).
 * Abuse is refused before anything is stored: a post from another site (403), too many posts from
 * one address (429 with Retry-After), a full outbox or one that cannot be reached (503); a bot that filled in the hidden field is
 * told it succeeded and nothing is kept.
 */
export function formsApi(forms: FormService, { now = Date.now, postsPerMinute = FORM_POSTS_PER_MINUTE, shared }: { now?: () => number; postsPerMinute?: number; shared?: SharedStore } = {}) {
  const rateLimit = createRateLimit({ limit: postsPerMinute, windowMs: 60_000, now, shared })
  return new Hono().post('/api/forms/:kind', async (c) => {
    const kind = c.req.param('kind')
    if (!fromThisSite(c)) return c.json({ error: 'Forms are accepted from pages of this site only.' }, 403)
    const address = addressOf(c)
    const wait = await rateLimit.hit(address)
    if (wait !== null) {
      console.warn(`[forms] ${address}: more than ${postsPerMinute} posts a minute, refused for ${wait} s`)
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
    const refuse = () => {
      c.header('Retry-After', '60')
      return c.json({ error: 'Submissions cannot be taken right now. Please try again later.' }, 503)
    }
    try {
      if (await forms.isFull()) return refuse()
      const result = await forms.submit(kind, submission)
      return c.json(result, result.status === 'delivered' ? 200 : result.status === 'queued' ? 202 : 502)
    } catch (error) {
      // The outbox cannot be reached (its database is down): nothing was stored, so nothing is lost;
      // the visitor is told to try again, as with a full outbox.
      console.error(`[forms] ${kind} submission ${submission.submissionId} refused, it could not be stored: ${error instanceof Error ? error.message : String(error)}`)
      return refuse()
    }
  })
}
