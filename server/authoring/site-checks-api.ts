import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { renderPage } from 'vike/server'
import type { UnsavedItem, WpPreview } from '../../content-schemas/preview.ts'
import type { SharedStore } from '../../cms/shared-store.ts'
import type { Locale } from '../../content-rules/locales.ts'
import { createRateLimit } from '../api/rate-limit.ts'
import { PRIVATE_HEADERS } from '../private-page.ts'
import type { SiteChecksAnswer } from '../site-checks/finding.ts'
import { runSiteChecks, type SiteChecksOptions } from '../site-checks/run-site-checks.ts'
import { readLiveItem, readLivePreviewRequest } from './live-preview-request.ts'
import { previewPath } from './preview-path.ts'
import { PAGE_PREVIEW_MAX_BYTES } from './page-preview-api.ts'

export const SITE_CHECKS_API_PATH = '/api/checks/page'
/** Checks per user per minute: the editor asks at most once per pause in typing. */
export const SITE_CHECKS_PER_MINUTE = 60

interface Options extends Pick<SiteChecksOptions, 'exists' | 'fileBytes' | 'staticImports'> {
  secret: string | null
  render: typeof renderPage
  /** wp-admin's origin: the one page allowed to ask (CORS). */
  editorOrigin: string | null
  /** The item with the unsaved state over it, read from WordPress with the site's own credentials (cms.getLivePreview). */
  getLivePreview: (post: number, unsaved: UnsavedItem) => Promise<WpPreview>
  /** The first-visit weight budget of the site settings in a language (KB). */
  budgetKb: (lang: Locale) => Promise<number>
  shared?: SharedStore
  perMinute?: number
  now?: () => number
}

/**
 * POST /api/checks/page: the site checks of an item's unsaved state, for the block editor's Site
 * checks and pre-publish panels. The same access and the same path as the live page preview
 * (server/authoring/page-preview-api.ts): the item read from WordPress with the state over it,
 * rendered through its template with its blocks marked, then checked (server/site-checks/). The
 * answer is the findings as JSON, for wp-admin's origin only, never stored.
 */
export function siteChecksApi(options: Options) {
  const now = options.now ?? Date.now
  const limit = createRateLimit({ limit: options.perMinute ?? SITE_CHECKS_PER_MINUTE, windowMs: 60_000, now, shared: options.shared })
  const refuse = (c: Context, status: 400 | 401 | 403 | 404 | 413 | 429 | 502 | 503, message: string, headers: Record<string, string> = {}) =>
    c.json({ message }, status, { ...PRIVATE_HEADERS, ...headers })

  const app = new Hono()
  if (options.editorOrigin) {
    app.use(SITE_CHECKS_API_PATH, cors({ origin: options.editorOrigin, allowMethods: ['POST'], allowHeaders: ['Content-Type'], maxAge: 600 }))
  }
  // Read no further than the bound, whether the length is announced or not (chunked).
  app.use(
    SITE_CHECKS_API_PATH,
    bodyLimit({
      maxSize: PAGE_PREVIEW_MAX_BYTES,
      onError: (c) => refuse(c, 413, `This page is too large for the site checks (over ${PAGE_PREVIEW_MAX_BYTES / 1024 / 1024} MB).`),
    }),
  )
  return app.post(SITE_CHECKS_API_PATH, async (c) => {
    const started = performance.now()
    if (!options.secret) return refuse(c, 404, 'Site checks are off: the site has no PREVIEW_SECRET.')
    if (!options.editorOrigin) return refuse(c, 503, 'Site checks are off: the site does not know where wp-admin is (set EDITOR_ORIGIN or CMS_URL).')
    let json: unknown
    try {
      json = JSON.parse(await c.req.text())
    } catch {
      json = undefined
    }
    if (typeof json !== 'object' || json === null) return refuse(c, 400, 'The editor sent no checks request (the body is not a JSON object).')
    const { token, state } = json as { token?: unknown; state?: unknown }
    const request = readLivePreviewRequest(options.secret, typeof token === 'string' ? token : null, state, now())
    if ('problem' in request) return refuse(c, request.status, request.problem)
    const { post, at: _at, campaign: _campaign, scrollY: _scrollY, ...unsaved } = request.state
    const wait = await limit.hit(`site-checks:${request.claims.user}`)
    if (wait !== null) {
      console.warn(`[site checks] user ${request.claims.user}: over ${options.perMinute ?? SITE_CHECKS_PER_MINUTE} checks a minute`)
      return refuse(c, 429, `Too many checks in a minute: they resume in ${wait} s.`, { 'Retry-After': String(wait) })
    }

    const read = await readLiveItem(options.getLivePreview, post, unsaved, 'site checks')
    if ('problem' in read) return refuse(c, read.status, read.status === 502 ? `${read.problem} The checks run again at the next change.` : read.problem)
    const { preview } = read
    const url = new URL(previewPath(preview), c.req.url)
    let rendered: Awaited<ReturnType<typeof renderPage>>['httpResponse']
    let budgetKb: number
    try {
      ;[rendered, budgetKb] = await Promise.all([
        options
          .render({ urlOriginal: url.href, headersOriginal: {}, preview, previewEditing: { editorOrigin: options.editorOrigin, post, scrollY: 0 } })
          .then((context) => context.httpResponse),
        options.budgetKb(preview.item.lang),
      ])
    } catch (error) {
      console.error(`[site checks] item ${post} could not be rendered at ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`)
      return refuse(c, 502, 'The site could not render this item just now: the checks run again at the next change.')
    }
    if (!rendered || rendered.statusCode !== 200) {
      console.error(`[site checks] item ${post} rendered as ${rendered?.statusCode ?? 'nothing'} at ${url.pathname}`)
      return refuse(c, 404, 'The site has no page for this item.')
    }
    const findings = await runSiteChecks(rendered.body, url, preview, {
      exists: options.exists,
      fileBytes: options.fileBytes,
      staticImports: options.staticImports,
      budgetKb,
    })
    const answer: SiteChecksAnswer = { findings, ms: Math.round(performance.now() - started) }
    return c.json(answer, 200, PRIVATE_HEADERS)
  })
}
