import { Hono, type Context } from 'hono'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import {
  FORM_KEY_FIELD,
  FORM_KINDS,
  FORM_REDIRECT_FIELD,
  HONEYPOT_FIELD,
  formNoticeSchema,
  formSubmissionSchemas,
  type FormEntry,
  type FormKind,
  type FormResult,
  type FormSubmission,
} from '../../content-schemas/forms.ts'
import { DEFAULT_AUDIENCES, type Audiences } from '../../content-schemas/settings.ts'
import { newsletterAudienceFor } from '../forms/newsletter-audience.ts'
import { extractLocale, type Locale } from '../../content-rules/locales.ts'
import { submissionInput, type PostedFields } from '../forms/form-fields.ts'
import { FORM_RESULT_STATUS } from '../forms/result-status.ts'
import { noticeLocation, postedFrom, setFormNotice } from '../forms/form-notice.ts'
import type { FormService } from '../forms/form-service.ts'
import { createRateLimit } from './rate-limit.ts'
import { addressOf } from '../http/client-address.ts'
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

/** A post's body: JSON (an API client), or a form's fields (a browser, urlencoded or multipart). */
type PostBody = { encoding: 'json'; body: unknown } | { encoding: 'form'; fields: PostedFields }

async function readBody(c: Context): Promise<PostBody> {
  const type = c.req.header('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return { encoding: 'json', body: await c.req.json().catch(() => null) }
  const parsed = await c.req.parseBody({ all: true }).catch(() => ({}))
  // A field sent twice, or a file, is no field of these forms: it is left out (and the schema names what is missing).
  const fields = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  return { encoding: 'form', fields }
}

/** What became of a post, before it is told as JSON (to scripts) or as a 303 back to the page (to a browser without them). */
type Outcome =
  | { kind: 'refused'; status: 403 | 404; error: string }
  | { kind: 'limited'; wait: number }
  | { kind: 'invalid'; error: string; fields: string[] }
  | { kind: 'busy' }
  | { kind: 'result'; result: FormResult }

/** Whether the client wants JSON back: scripts ask for it; a browser's own form post asks for a page. */
const wantsJson = (c: Context, body: PostBody) => body.encoding === 'json' || /\bapplication\/json\b/i.test(c.req.header('accept') ?? '')

/**
 * POST /api/forms/:kind (newsletter, demo-a, demo-b, demo-c, webinar): JSON, urlencoded or multipart,
 * validated with the forms' schemas, stored, forwarded. As JSON: 200 delivered, 202 stored for later
 * delivery, 502 not delivered (kept). A form posted without JavaScript is answered 303 back to its
 * page, which shows the outcome in the form with what was typed (server/forms/form-notice.ts).
 * Abuse is refused before anything is stored: a post from another site (403), too many posts from
 * one address (429 with Retry-After), a full outbox or one that cannot be reached (503); a bot that filled in the hidden field is
 * told it succeeded and nothing is kept.
 */
export function formsApi(
  forms: FormService,
  {
    audiences,
    now = Date.now,
    postsPerMinute = FORM_POSTS_PER_MINUTE,
    shared,
  }: {
    /** The mailing-list audiences of a language's settings (server/app.ts: the content client's). */
    audiences: (lang: Locale) => Promise<Audiences>
    now?: () => number
    postsPerMinute?: number
    shared?: SharedStore
  },
) {
  const rateLimit = createRateLimit({ limit: postsPerMinute, windowMs: 60_000, now, shared })

  /**
   * A newsletter subscription as it is stored and delivered (SPEC §9): the audience its block named,
   * else the one of the section of the page it was sent from, with that audience's form and tag from
   * the settings of the page's language. Settings that cannot be read cost the subscription its
   * audience's own form (the defaults are taken, and the cause logged), never the subscription.
   */
  async function newsletterEntry(c: Context, submission: FormSubmission<'newsletter'>): Promise<FormEntry<'newsletter'>> {
    const { locale, pathname } = extractLocale(postedFrom(c).pathname)
    const audience = submission.audience ?? newsletterAudienceFor(pathname)
    let settings: Audiences = DEFAULT_AUDIENCES
    try {
      settings = await audiences(locale)
    } catch (error) {
      console.error(
        `[forms] newsletter submission ${submission.submissionId}: the audiences of the settings (${locale}) cannot be read, so the ${audience} audience's default form and tag are used: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const { formId, tag } = settings[audience]
    return { submissionId: submission.submissionId, email: submission.email, audience, formId, tag }
  }

  async function handle(c: Context, kind: string, post: () => Promise<PostBody>): Promise<Outcome> {
    if (!fromThisSite(c)) return { kind: 'refused', status: 403, error: 'Forms are accepted from pages of this site only.' }
    const address = addressOf(c)
    const wait = await rateLimit.hit(address)
    if (wait !== null) {
      console.warn(`[forms] ${address}: more than ${postsPerMinute} posts a minute, refused for ${wait} s`)
      return { kind: 'limited', wait }
    }
    if (!isFormKind(kind)) return { kind: 'refused', status: 404, error: `Unknown form '${kind.slice(0, 40)}'.` }
    const body = await post()
    const input = body.encoding === 'json' ? body.body : submissionInput(kind, body.fields, now())
    const parsed = formSubmissionSchemas[kind].safeParse(input)
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')).filter(Boolean))]
      return { kind: 'invalid', error: `Invalid ${kind} submission: ${describeIssues(parsed.error)}`, fields }
    }
    const { [HONEYPOT_FIELD]: trap, ...submission } = parsed.data
    if (trap) {
      console.warn(`[forms] ${kind} from ${address}: the hidden field was filled in (a bot); answered as delivered, nothing kept`)
      return { kind: 'result', result: { ok: true, status: 'delivered' } }
    }
    // A newsletter subscription goes to its audience's form, with its tag (SPEC §9): the server's choice.
    const entry: FormEntry = kind === 'newsletter' ? await newsletterEntry(c, submission) : (submission as FormSubmission<Exclude<FormKind, 'newsletter'>>)
    const redirect = body.encoding === 'form' ? body.fields[FORM_REDIRECT_FIELD] : undefined
    try {
      if (await forms.isFull()) return { kind: 'busy' }
      return { kind: 'result', result: await forms.submit(kind, entry, { redirect }) }
    } catch (error) {
      // The outbox cannot be reached (its database is down): nothing was stored, so nothing is lost;
      // the visitor is told to try again, as with a full outbox.
      console.error(
        `[forms] ${kind} submission ${submission.submissionId} refused, it could not be stored: ${error instanceof Error ? error.message : String(error)}`,
      )
      return { kind: 'busy' }
    }
  }

  return new Hono().post('/api/forms/:kind', async (c) => {
    const kind = c.req.param('kind')
    let body: PostBody | undefined
    const outcome = await handle(c, kind, async () => (body = await readBody(c)))
    // The body is read once; a post refused before it was read is read now, for what it typed.
    body ??= await readBody(c).catch((): PostBody => ({ encoding: 'json', body: null }))
    if (outcome.kind === 'limited') c.header('Retry-After', String(outcome.wait))
    if (outcome.kind === 'busy') c.header('Retry-After', '60')
    if (wantsJson(c, body) || outcome.kind === 'refused') {
      switch (outcome.kind) {
        case 'refused':
          return c.json({ error: outcome.error }, outcome.status)
        case 'limited':
          return c.json({ error: `Too many submissions. Please try again in ${outcome.wait} seconds.` }, 429)
        case 'invalid':
          return c.json({ error: outcome.error }, 400)
        case 'busy':
          return c.json({ error: 'Submissions cannot be taken right now. Please try again later.' }, 503)
        case 'result': {
          const { result } = outcome
          return c.json(result, FORM_RESULT_STATUS[result.status])
        }
      }
    }
    // A browser without JavaScript: back to the page, which shows the outcome in the form.
    const fields = body.encoding === 'form' ? body.fields : {}
    const form = fields[FORM_KEY_FIELD]
    const notice = formNoticeSchema.safeParse({
      form,
      kind,
      outcome: outcome.kind === 'result' ? (outcome.result.ok ? 'sent' : 'failed') : outcome.kind === 'invalid' ? 'invalid' : 'failed',
      values: keptValues(fields),
      invalid: outcome.kind === 'invalid' ? outcome.fields : [],
      redirectTo: outcome.kind === 'result' ? outcome.result.redirectTo : undefined,
    })
    if (notice.success) setFormNotice(c, notice.data)
    else
      console.warn(`[forms] ${kind}: a post without JavaScript named no form of its page ('${String(form).slice(0, 40)}'), so its page cannot show the outcome`)
    return c.redirect(noticeLocation(c, notice.success ? notice.data.form : undefined), 303)
  })
}

/** What the visitor typed, for the form to show again: not the hidden field, the id or the form's own keys, and no value past 1,000 characters. */
function keptValues(fields: PostedFields): Record<string, string> {
  const skip = new Set([HONEYPOT_FIELD, 'submissionId', FORM_KEY_FIELD, FORM_REDIRECT_FIELD])
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => !skip.has(name) && name.length <= 64)
      .map(([name, value]) => [name, value.slice(0, 1000)]),
  )
}
