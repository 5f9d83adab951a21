import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { renderPage } from 'vike/server'
import { embeddedContentApi } from './content-api/embedded.ts'
import { errorPageFallbackHtml } from './error-fallback.ts'
import { salesReportApi } from './api/sales-report.ts'
import { docsSearchApi } from './api/docs-search.ts'
import { formsApi } from './api/forms.ts'
import type { FormService } from './forms/form-service.ts'
import { affiliateApiConfigFromEnv, affiliateVisitsApi, type AffiliateApiConfig } from './api/affiliate-visits.ts'
import { securityHeaders, withPagePolicy } from './security-headers.ts'
import { healthApi } from './health.ts'
import { checkoutScriptUrl } from './checkout-script.ts'
import { staticAssets } from './static-assets.ts'
import { trailingSlash } from './trailing-slash.ts'
import { requestGuard } from './request-guard.ts'
import { createPageRenderer } from './page-cache.ts'
import { inlineStylesheets } from './inline-styles.ts'
import { feedApi } from './feed.ts'
import { sitemapApi } from './sitemap.ts'
import { blockPreviewApi, editorOriginFromEnv } from './authoring/block-preview-api.ts'
import { RETRY_AFTER_SECONDS } from './source-unavailable.ts'
import { draftPreviewApi } from './authoring/draft-preview-api.ts'
import { contentChangedApi } from './authoring/content-changed-api.ts'
import { cms } from '../cms/index.ts'
import type { PageBody } from './page-body.ts'
import { pageCacheControl, pageResponse } from './page-http-cache.ts'

export interface AppOptions {
  /** Built client files to serve (production); absent in development, where vite serves them. */
  clientDir?: string
  dev?: boolean
  /** vike's renderPage; replaceable so that tests can make rendering fail. */
  render?: typeof renderPage
  /** How long rendered pages are reused (server/page-cache.ts); 0, the default, renders every request. */
  pageCacheMs?: number
  /** Form submissions (server/index.ts opens the outbox); without it /api/forms is not served. */
  forms?: FormService
  /** The affiliate API; from the environment unless given (null: not configured). */
  affiliateApi?: AffiliateApiConfig | null
  /** Shared with the companion plugin: signs block previews and draft previews (PREVIEW_SECRET unless given). */
  previewSecret?: string | null
  /** wp-admin's origin, whose block editor reads previews from the site (EDITOR_ORIGIN or CMS_URL's unless given). */
  editorOrigin?: string | null
  /** Shared with the companion plugin: signs its change notices (PURGE_SECRET unless given). */
  purgeSecret?: string | null
  /** Whether the server is shutting down (server/index.ts): /readyz says so. */
  draining?: () => boolean
  /** Form posts an address may make a minute (FORMS_POSTS_PER_MINUTE, default 10). */
  formPostsPerMinute?: number
}


export function createApp(options: AppOptions = {}) {
  const render = options.render ?? renderPage
  const renderAnswer = createPageRenderer(render, options.pageCacheMs ?? 0, {
    sourceFailingSince: () => cms.sourceFailingSince(),
    finishHtml: options.clientDir ? inlineStylesheets(options.clientDir) : undefined,
  })
  const previewSecret = options.previewSecret === undefined ? process.env.PREVIEW_SECRET || null : options.previewSecret
  const purgeSecret = options.purgeSecret === undefined ? process.env.PURGE_SECRET || null : options.purgeSecret
  const app = new Hono()
  app.use(securityHeaders({ dev: options.dev ?? false, checkoutScriptUrl: checkoutScriptUrl() }))
  app.use(requestGuard)
  if (options.clientDir) app.use(staticAssets(options.clientDir))
  // The embedded content API routes its own paths: with or without a trailing slash, as WordPress
  // answers them (SPEC §7 writes `forums/?post_parent=`); merged in with app.route, this app's
  // strict router would refuse the slash.
  app.all('/wp-json/*', (c) => embeddedContentApi.fetch(c.req.raw))
  app.route(
    '/',
    healthApi({
      contentSource: () => cms.sourceProblem(),
      outbox: () => options.forms?.writeProblem() ?? null,
      draining: options.draining ?? (() => false),
    }),
  )
  app.use('/api/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'The request body is larger than 64 kB.' }, 413) }))
  app.route('/', salesReportApi)
  app.route('/', docsSearchApi)
  if (options.forms) app.route('/', formsApi(options.forms, { postsPerMinute: options.formPostsPerMinute }))
  app.route('/', blockPreviewApi({ secret: previewSecret, render, editorOrigin: options.editorOrigin === undefined ? editorOriginFromEnv() : options.editorOrigin }))
  app.route('/', contentChangedApi({ secret: purgeSecret }))
  app.route('/', affiliateVisitsApi(options.affiliateApi === undefined ? affiliateApiConfigFromEnv() : options.affiliateApi))
  app.use(trailingSlash)
  app.use(compress())
  app.route('/', feedApi)
  app.route('/', sitemapApi)
  // Before the page cache: a draft is rendered for its editor alone.
  app.route('/', draftPreviewApi({ secret: previewSecret, render, getPreview: (post, revision) => cms.getPreview(post, revision), pageHeaders: (headers, html) => (options.dev ? headers : withPagePolicy(headers, html, checkoutScriptUrl())) }))

  // A page's policy hashes its inline styles: worked out once per render, not per request.
  const pagePolicies = new WeakMap<PageBody, string | null>()
  const pagePolicy = (headers: Headers, body: PageBody): void => {
    let policy = pagePolicies.get(body)
    if (policy === undefined) {
      policy = withPagePolicy(new Headers(headers), body.text, checkoutScriptUrl()).get('Content-Security-Policy')
      pagePolicies.set(body, policy)
    }
    if (policy) headers.set('Content-Security-Policy', policy)
  }

  app.get('*', async (c) => {
    const rendered = await renderAnswer(c.req.url)
    if (rendered.kind === 'none') return c.notFound()
    if (rendered.kind === 'failed') {
      // vike could not render the error page either: SPEC §8's last-resort page.
      console.error('[server] the error page failed to render:', rendered.error)
      const details = rendered.error instanceof Error ? rendered.error.message : String(rendered.error)
      return c.html(errorPageFallbackHtml(details), 500)
    }
    const headers = new Headers(rendered.headers)
    if (rendered.stale) {
      const since = rendered.stale.sourceFailingSince === null ? '' : `; the content source has been failing since ${new Date(rendered.stale.sourceFailingSince).toISOString()}`
      headers.set('X-Content-Stale', `rendered ${new Date(rendered.stale.renderedAt).toISOString()}${since}`)
    }
    headers.set('Cache-Control', pageCacheControl(rendered.statusCode, rendered.stale !== undefined))
    // The content source is failing and this page was never rendered: the branded 503, retried soon.
    if (rendered.statusCode === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    if (!options.dev) pagePolicy(headers, rendered.body)
    return pageResponse(c.req.raw, rendered.statusCode, headers, rendered.body)
  })
  // Pages are read, never written: OPTIONS says so, any other method is refused as such.
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD')
    return c.req.method === 'OPTIONS' ? c.body(null, 204) : c.text('405 Method Not Allowed\n', 405)
  })
  // A bug, not the client's mistake: one log line naming it, the SPEC §8 page without its details.
  app.onError((error, c) => {
    console.error(`[server] ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)} failed: ${error instanceof Error ? error.message : String(error)}`)
    return c.html(errorPageFallbackHtml('the server could not answer this request'), 500)
  })
  return app
}
