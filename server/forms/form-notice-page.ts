import { Hono } from 'hono'
import type { renderPage } from 'vike/server'
import { FORM_NOTICE_PARAM, clearedFormNotice, readFormNotice } from './form-notice.ts'
import { privatePageRenderer } from '../private-page.ts'

interface Options {
  render: typeof renderPage
  /** The headers every rendered page gets (its own security policy). */
  pageHeaders?: (headers: Headers, html: string) => Headers
  /** A demo installation the visitor may be sent on to (FormService.allowedRedirect). */
  allowedRedirect: (url: unknown) => string | undefined
}

/** SPEC §9 waits 1.5 s after the demo success text before the redirect; a page without JavaScript gets 2 s. */
const REFRESH_SECONDS = 2

/**
 * The page a form was posted from without JavaScript, shown again with the outcome in that form
 * (`?form-notice={form}` and the notice cookie, set by the 303 of server/api/forms.ts): rendered
 * for this visitor alone, outside the page cache, and the cookie removed. Without a notice for
 * that form (a reload, a shared link) it redirects to the page's own URL. A demo request that
 * succeeded goes on to its demo installation after the success text (a Refresh header).
 */
export function formNoticePage({ render, pageHeaders, allowedRedirect }: Options) {
  const renderPrivate = privatePageRenderer(render, pageHeaders)
  return new Hono().get('*', async (c, next) => {
    const form = c.req.query(FORM_NOTICE_PARAM)
    if (form === undefined) return next()
    const page = new URL(c.req.url)
    page.searchParams.delete(FORM_NOTICE_PARAM)
    const notice = readFormNotice(c, form)
    if (!notice) return c.redirect(`${page.pathname}${page.search}`, 302)
    const redirectTo = notice.outcome === 'sent' ? allowedRedirect(notice.redirectTo) : undefined
    const headers: Record<string, string> = { 'Set-Cookie': clearedFormNotice(c) }
    if (redirectTo) headers.Refresh = `${REFRESH_SECONDS}; url=${redirectTo}`
    const response = await renderPrivate({ urlOriginal: page.href, headersOriginal: {}, formNotice: { ...notice, redirectTo } }, headers)
    return response ?? next()
  })
}
