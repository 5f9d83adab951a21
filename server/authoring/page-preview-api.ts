import { Hono, type Context } from 'hono'
import { cspHash } from '../csp-hash.ts'
import { bodyLimit } from 'hono/body-limit'
import type { renderPage } from 'vike/server'
import type { UnsavedItem, WpPreview } from '../../content-schemas/preview.ts'
import type { SharedStore } from '../../cms/shared-store.ts'
import { escapeMarkup } from '../../content-rules/escape-markup.ts'
import { createRateLimit } from '../api/rate-limit.ts'
import { PRIVATE_HEADERS, privatePageRenderer } from '../private-page.ts'
import { readLiveItem, readLivePreviewRequest } from './live-preview-request.ts'
import { previewPath } from './preview-path.ts'

export const PAGE_PREVIEW_API_PATH = '/api/preview/page'
/** The largest unsaved state the editor may post: a long page's blocks are well below it. */
export const PAGE_PREVIEW_MAX_BYTES = 1024 * 1024
/** Live previews per user per minute: typing asks at most one per pause, so only a runaway editor meets it. */
export const PAGE_PREVIEWS_PER_MINUTE = 120

interface Options {
  secret: string | null
  render: typeof renderPage
  /** wp-admin's origin: the one page allowed to frame the preview, and told of clicks in it. */
  editorOrigin: string | null
  /** The item with the unsaved state over it, read from WordPress with the site's own credentials (cms.getLivePreview). */
  getLivePreview: (post: number, unsaved: UnsavedItem) => Promise<WpPreview>
  pageHeaders?: (headers: Headers, html: string) => Headers
  /** Counts previews per user across instances (REDIS_URL). */
  shared?: SharedStore
  perMinute?: number
  now?: () => number
}

/** The page's policy, with wp-admin as the one page that may frame it. */
function framedBy(headers: Headers, editorOrigin: string): Headers {
  const policy = headers.get('Content-Security-Policy')
  if (policy) headers.set('Content-Security-Policy', policy.replace("frame-ancestors 'none'", `frame-ancestors ${editorOrigin}`))
  return headers
}

/**
 * POST /api/preview/page: the live page preview. The block editor posts the item's unsaved state
 * into a frame beside its canvas (a form post, so that the answer is the site's own page, with its
 * scripts, at the site's origin), with the access WordPress gave it: a token for that item and a
 * user who may edit it. The site reads the item from WordPress with the unsaved state over it and
 * renders it through its real template, in its language, at the moment asked for, with each block
 * marked by its path (click to edit). Nothing of it is kept: not in the page cache, not in Redis,
 * not by a CDN (`no-store`), and no search engine indexes it.
 *
 * Every refusal is a short page that says why, shown in the editor's frame in place of the preview.
 */
/** A refusal's one style, allowed by its hash (never `'unsafe-inline'`). */
const MESSAGE_STYLE = 'font:14px system-ui,sans-serif;margin:24px;color:#1e1e1e'
const MESSAGE_STYLE_HASH = cspHash(MESSAGE_STYLE)

export function pagePreviewApi(options: Options) {
  const now = options.now ?? Date.now
  const limit = createRateLimit({ limit: options.perMinute ?? PAGE_PREVIEWS_PER_MINUTE, windowMs: 60_000, now, shared: options.shared })
  const renderPrivate = privatePageRenderer(options.render, options.pageHeaders)

  const message = (c: Context, status: 400 | 401 | 403 | 404 | 413 | 429 | 502 | 503, text: string, extra: Record<string, string> = {}) => {
    const frameAncestors = options.editorOrigin ? `frame-ancestors ${options.editorOrigin}` : "frame-ancestors 'none'"
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview not shown</title><body style="${MESSAGE_STYLE}"><p role="alert">${escapeMarkup(text)}</p></body></html>`
    return c.html(html, status, {
      ...PRIVATE_HEADERS,
      'Content-Security-Policy': `default-src 'none'; style-src-attr 'unsafe-hashes' ${MESSAGE_STYLE_HASH}; ${frameAncestors}`,
      ...extra,
    })
  }

  const tooLarge = (c: Context) => {
    console.warn(`[page preview] refused: the body is larger than ${PAGE_PREVIEW_MAX_BYTES} bytes`)
    return message(c, 413, `This page is too large for the live preview (over ${PAGE_PREVIEW_MAX_BYTES / 1024 / 1024} MB). Save it and use Preview instead.`)
  }
  // Read no further than the bound, whether the length is announced or not (chunked).
  const app = new Hono().use(PAGE_PREVIEW_API_PATH, bodyLimit({ maxSize: PAGE_PREVIEW_MAX_BYTES, onError: tooLarge }))
  return app.post(PAGE_PREVIEW_API_PATH, async (c) => {
    if (!options.secret) return message(c, 404, 'Live previews are off: the site has no PREVIEW_SECRET.')
    if (!options.editorOrigin) return message(c, 503, 'Live previews are off: the site does not know where wp-admin is (set EDITOR_ORIGIN or CMS_URL).')
    const body = await c.req.text()
    const form = new URLSearchParams(body)
    let json: unknown
    try {
      json = JSON.parse(form.get('state') ?? '')
    } catch {
      json = undefined
    }
    const request = readLivePreviewRequest(options.secret, form.get('token'), json, now())
    if ('problem' in request) {
      if (request.status === 401) return message(c, 401, `${request.problem} Close the live preview and open it again.`)
      if (json === undefined) return message(c, 400, 'The editor sent no preview state (the form field "state" is not JSON).')
      return message(c, request.status, request.problem)
    }
    const { post, at, campaign, scrollY, ...unsaved } = request.state
    const wait = await limit.hit(`page-preview:${request.claims.user}`)
    if (wait !== null) {
      console.warn(`[page preview] user ${request.claims.user}: over ${options.perMinute ?? PAGE_PREVIEWS_PER_MINUTE} previews a minute`)
      return message(c, 429, `Too many preview updates in a minute: the preview resumes in ${wait} s.`, { 'Retry-After': String(wait) })
    }

    const read = await readLiveItem(options.getLivePreview, post, unsaved, 'page preview')
    if ('problem' in read) return message(c, read.status, read.status === 502 ? `${read.problem} The preview updates at the next change.` : read.problem)
    const { preview } = read
    const previewAt = at === null ? undefined : Date.parse(at)
    const rendered = await renderPrivate({
      urlOriginal: new URL(previewPath(preview), c.req.url).href,
      headersOriginal: {},
      preview,
      previewEditing: { editorOrigin: options.editorOrigin, post, scrollY },
      previewAt,
      previewCampaign: campaign ?? undefined,
    })
    if (!rendered) return message(c, 404, 'The site has no page for this item.')
    framedBy(rendered.headers, options.editorOrigin)
    return rendered
  })
}
