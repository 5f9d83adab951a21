import type { Context } from 'hono'
import { generateCookie, getCookie, setCookie } from 'hono/cookie'
import { formNoticeSchema, type FormNotice } from '../../content-schemas/forms.ts'
import { formAnchor } from '../../renderer/islands/island-form.ts'
import { requestIsHttps } from '../http/client-address.ts'

/**
 * A form posted without JavaScript is answered with a 303 back to its page, which then shows the
 * outcome in that form. The outcome crosses the redirect in a cookie of the visitor's own (never in
 * the URL, which logs and caches keep), read once by the page it names; the URL carries only the
 * form's key, so that no cache (this server's, a CDN's) answers with a page that lacks it.
 */
export const FORM_NOTICE_COOKIE = 'site_form_notice'
export const FORM_NOTICE_PARAM = 'form-notice'
/** Long enough for the redirect and a slow page, short enough not to meet the visitor again. */
const NOTICE_SECONDS = 120
/** Under the 4 KB browsers keep per cookie; values past it are dropped, never the outcome. */
const MAX_COOKIE_BYTES = 3500

const encode = (notice: FormNotice) => Buffer.from(JSON.stringify(notice)).toString('base64url')

const secure = requestIsHttps

/** Sets the notice for the page's next render. */
export function setFormNotice(c: Context, notice: FormNotice): void {
  let value = encode(notice)
  if (value.length > MAX_COOKIE_BYTES) value = encode({ ...notice, values: {} })
  setCookie(c, FORM_NOTICE_COOKIE, value, { path: '/', maxAge: NOTICE_SECONDS, httpOnly: true, sameSite: 'Lax', secure: secure(c) })
}

/** The Set-Cookie that removes the notice once its page has shown it. */
export const clearedFormNotice = (c: Context) =>
  generateCookie(FORM_NOTICE_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'Lax', secure: secure(c) })

/** The notice the visitor's cookie holds for the form `form`; null when there is none (or it is not one). */
export function readFormNotice(c: Context, form: string): FormNotice | null {
  const raw = getCookie(c, FORM_NOTICE_COOKIE)
  if (raw === undefined) return null
  try {
    const parsed = formNoticeSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    if (parsed.success && parsed.data.form === form) return parsed.data
    console.warn(`[forms] a form notice cookie was ignored: ${parsed.success ? 'it names another form' : 'it is not a notice'}`)
  } catch {
    console.warn('[forms] a form notice cookie was ignored: it is not a notice')
  }
  return null
}

/** The page a form was posted from: its Referer when that is a page of this site, else the home page. */
export function postedFrom(c: Context): URL {
  const site = new URL(c.req.url)
  const referer = c.req.header('referer')
  const from = referer && URL.canParse(referer) ? new URL(referer) : null
  return from?.host === site.host ? from : new URL('/', site)
}

/**
 * Where the 303 goes: the page the form was posted from (its Referer, on this site; else the home
 * page), with the form's key in the query and its anchor as the fragment.
 */
export function noticeLocation(c: Context, form: string | undefined): string {
  const page = postedFrom(c)
  page.searchParams.delete(FORM_NOTICE_PARAM)
  page.hash = ''
  if (form) {
    page.searchParams.set(FORM_NOTICE_PARAM, form)
    page.hash = formAnchor(form)
  }
  // One leading slash: `//host/` would be another site's address.
  return `${page.pathname.replace(/^\/+/, '/')}${page.search}${page.hash}`
}
