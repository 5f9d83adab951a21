import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { renderPage } from 'vike/server'
import { createEmbeddedContent } from '../embedded-wordpress/embedded.ts'
import type { SiteConfig } from './config/site-config.ts'
import { createSiteCms } from './site-cms.ts'
import type { CmsClient } from '../cms/client.ts'
import type { SharedStore } from '../cms/shared-store.ts'
import { errorPageFallbackHtml } from './error-fallback.ts'
import { salesReportApi } from './api/sales-report.ts'
import { docsSearchApi } from './api/docs-search.ts'
import { formsApi } from './api/forms.ts'
import type { Locale } from '../content-rules/locales.ts'
import type { FormService } from './forms/form-service.ts'
import { formNoticePage } from './forms/form-notice-page.ts'
import { FORM_NOTICE_PARAM } from './forms/form-notice.ts'
import { affiliateVisitsApi } from './api/affiliate-visits.ts'
import { proxyTrust } from './http/client-address.ts'
import { securityHeaderEntries, securityHeaders, withPagePolicy } from './http/security-headers.ts'
import { finishPageHtml, withPageBootstrap } from './page-bootstrap.ts'
import { healthApi } from './health.ts'
import { brotliBytesOf, staticAssets, staticImportsOf } from './assets/static-assets.ts'
import { trailingSlash } from './http/trailing-slash.ts'
import { requestGuard } from './http/request-guard.ts'
import { createPageCache } from './page-cache/page-cache.ts'
import { inlineStylesheets } from './inline-styles.ts'
import { feedApi } from './feed.ts'
import { sitemapApi } from './sitemap.ts'
import { blockPreviewApi } from './authoring/block-preview-api.ts'
import { draftPreviewApi } from './authoring/draft-preview-api.ts'
import { pagePreviewApi } from './authoring/page-preview-api.ts'
import { siteChecksApi } from './authoring/site-checks-api.ts'
import { sitePaths } from './site-checks/site-paths.ts'
import { contentChangedApi } from './authoring/content-changed-api.ts'
import { cdnPurgeTags } from './page-cache/cdn-tags.ts'
import { createPageReplies, type PageReply, type PageRequest } from './page-cache/page-http-cache.ts'
import { speculationRulesApi, withSpeculationRules } from './speculation-rules.ts'
import { speculativeRequests } from './http/speculative-requests.ts'
import type { SiteMetrics } from './metrics/site-metrics.ts'
import { metricsApi } from './metrics/metrics-api.ts'

export interface AppOptions {
  /** The site's configuration (server/config/site-config.ts), parsed once at start. */
  config: SiteConfig
  /** Built client files to serve (production); absent in development, where vite serves them. */
  clientDir?: string
  /** vike's renderPage; replaceable so that tests can make rendering fail. */
  render?: typeof renderPage
  /** The content client (server/site-cms.ts, from the configuration unless given). */
  cms?: CmsClient
  /** The store every instance shares (REDIS_URL): pages, content, render locks and purges. */
  shared?: SharedStore
  /** Null while the shared store answers, else why not: /readyz reports it as degraded. */
  sharedProblem?: () => string | null
  /**
   * Form submissions and CDN purges, kept in the outbox (server/index.ts opens it); without it
   * /api/forms is not served and change notices purge no CDN.
   */
  forms?: FormService
  /** Whether the server is shutting down (server/index.ts): /readyz says so. */
  draining?: () => boolean
  /** The metrics (server/metrics/site-metrics.ts) this app reports to and serves at /metrics (METRICS_TOKEN); none: nothing is counted. */
  metrics?: SiteMetrics
}

export function createApp(options: AppOptions) {
  const { config, metrics } = options
  const dev = config.dev
  // The embedded WordPress exists only when it is the content source (no CMS_URL).
  const embedded = config.content.cmsUrl === null ? createEmbeddedContent(config.content) : undefined
  const cms = options.cms ?? createSiteCms(config.content, { shared: options.shared, embedded, onSourceCall: metrics && ((call) => metrics.sourceCall(call)) })
  metrics?.watchContentSource(() => cms.sourceFailingSince() !== null)
  // Every render gets the one content client (pageContext.cms): the pages import none of their own.
  const baseRender = options.render ?? renderPage
  // The checkout provider's script (CHECKOUT_SCRIPT_URL) and the analytics tag (ANALYTICS_TAG_ID):
  // pages get them as page facts (the checkout script, the pages that need it).
  const { checkoutScriptUrl: checkoutScript, analytics } = config
  const thirdParties = { checkoutScriptUrl: checkoutScript, analytics }
  // Every page, cached or not (a preview, a form's answer), starts its script after its first paint;
  // Vite's dev server keeps its own scripts. (Cast: vike's generic result type does not carry
  // through an async wrapper; the value is vike's own page context.)
  const render = (async (pageContextInit: Parameters<typeof renderPage>[0]) => {
    const pageContext = await baseRender({
      ...pageContextInit,
      cms,
      checkoutScriptUrl: checkoutScript,
      // A preview (a draft, the editor's live preview) is no visit: it is not counted.
      analytics: analytics && !('preview' in pageContextInit) ? { tagId: analytics.tagId, scriptUrl: analytics.scriptUrl } : null,
    })
    // An editor's preview starts it at once: the editor loads it in a hidden frame (server/page-bootstrap.ts).
    const startAtOnce = 'previewEditing' in pageContextInit
    if (!dev) finishPageHtml(pageContext.httpResponse, (html) => withPageBootstrap(html, { startAtOnce }))
    return pageContext
  }) as typeof renderPage
  // The page cache's renders are timed (what a miss costs); a preview's or a form answer's are not.
  const timedRender = metrics
    ? ((async (pageContextInit: Parameters<typeof renderPage>[0]) => {
        const startedAt = performance.now()
        try {
          return await render(pageContextInit)
        } finally {
          metrics.pageRendered((performance.now() - startedAt) / 1000)
        }
      }) as typeof renderPage)
    : render
  const pageCache = createPageCache({
    render: timedRender,
    lifetimeMs: config.pages.lifetimeMs,
    maxBytes: config.pages.cacheBytes,
    shared: options.shared,
    sourceFailingSince: () => cms.sourceFailingSince(),
    finishHtml: options.clientDir ? inlineStylesheets(options.clientDir, config.pages.inlineCssMaxBytes) : undefined,
    // A page's policy hashes its inline styles: worked out once per render, not per request; so is
    // the rule set its links are prerendered by, which depends on its language.
    pageHeaders: (headers, html, url) => {
      if (!dev) withPagePolicy(headers, html, thirdParties)
      withSpeculationRules(headers, url)
    },
  })
  const { previewSecret, purgeSecret, editorOrigin } = config.authoring
  const app = new Hono()
  const security = { dev, ...thirdParties }
  app.use(securityHeaders(security))
  const replies = createPageReplies(securityHeaderEntries(security))
  app.use(requestGuard)
  app.use(proxyTrust(config.trustProxy))
  app.use(speculativeRequests)
  if (options.clientDir) app.use(staticAssets(options.clientDir))
  // The embedded content API, when it is the source, at /wp-json as WordPress's: it routes its own
  // paths, with or without a trailing slash, as WordPress answers them (SPEC §7 writes
  // `forums/?post_parent=`); merged in with app.route, this app's strict router would refuse the slash.
  if (embedded) app.all('/wp-json/*', (c) => embedded.api.fetch(c.req.raw))
  app.route(
    '/',
    healthApi({
      contentSource: () => cms.sourceProblem(),
      // Out only when no outbox takes writes: the shared one (PostgreSQL) down is a degraded mode, in
      // which each instance keeps submissions in its own file until it is back.
      outbox: () => (options.forms ? options.forms.writeProblem() : null),
      degraded: async () => {
        const problems = [options.sharedProblem?.() ?? null, (await options.forms?.spillProblem()) ?? null].filter((p) => p !== null)
        return problems.length ? problems.join('; ') : null
      },
      draining: options.draining ?? (() => false),
    }),
  )
  app.route('/', metricsApi({ token: config.metricsToken, metrics }))
  // The live page preview takes a whole page's unsaved blocks: it has its own, larger, limit.
  const pageHeaders = (headers: Headers, html: string) => (dev ? headers : withPagePolicy(headers, html, thirdParties))
  // SPEC §8's last-resort page, with a page's policy (its style attribute, by hash).
  const fallbackPage = (details: string) => {
    const html = errorPageFallbackHtml(details)
    return new Response(html, { status: 500, headers: pageHeaders(new Headers({ 'Content-Type': 'text/html; charset=UTF-8' }), html) })
  }
  app.route(
    '/',
    pagePreviewApi({
      secret: previewSecret,
      render,
      editorOrigin,
      getLivePreview: (post, unsaved) => cms.getLivePreview(post, unsaved),
      pageHeaders,
      shared: options.shared,
    }),
  )
  app.route(
    '/',
    siteChecksApi({
      secret: previewSecret,
      render,
      editorOrigin,
      getLivePreview: (post, unsaved) => cms.getLivePreview(post, unsaved),
      // A link's target, asked of this very app (its routes, its content, its files): no network.
      exists: sitePaths({
        cms,
        askSite: async (pathname) => {
          const answer = await app.request(pathname)
          await answer.body?.cancel()
          return { status: answer.status, location: answer.headers.get('location') }
        },
      }),
      fileBytes: (pathname) => (options.clientDir ? brotliBytesOf(options.clientDir, pathname) : null),
      staticImports: (pathname) => (options.clientDir ? staticImportsOf(options.clientDir, pathname) : []),
      budgetKb: async (lang) => (await cms.getSettings(lang)).pageWeightBudgetKb,
      shared: options.shared,
    }),
  )
  app.use('/api/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'The request body is larger than 64 kB.' }, 413) }))
  app.route('/', salesReportApi(cms))
  app.route('/', docsSearchApi(cms))
  if (options.forms) {
    // A newsletter subscription's form and tag are its audience's, in the settings of its page's language.
    const audiences = async (lang: Locale) => (await cms.getSettings(lang)).audiences
    app.route('/', formsApi(options.forms, { audiences, postsPerMinute: config.forms.postsPerMinute, shared: options.shared }))
  }
  app.route('/', blockPreviewApi({ secret: previewSecret, render, editorOrigin }))
  // A notice's CDN purge (PURGE_WEBHOOK_URL) is kept in the outbox before the notice is answered, and sent after.
  const forms = options.forms
  app.route(
    '/',
    contentChangedApi({ secret: purgeSecret, shared: options.shared, onPurged: forms ? (tags) => forms.queuePurge(cdnPurgeTags(tags)) : undefined }),
  )
  app.route('/', affiliateVisitsApi(config.affiliateApi))
  app.use(trailingSlash)
  app.use(compress())
  app.route('/', feedApi(cms))
  app.route('/', sitemapApi(cms))
  app.route('/', speculationRulesApi())
  // Before the page cache: a draft is rendered for its editor alone.
  app.route('/', draftPreviewApi({ secret: previewSecret, render, getPreview: (post, revision) => cms.getPreview(post, revision), pageHeaders, editorOrigin }))
  // Also before it: a page showing a form's outcome is for the visitor who posted it.
  if (options.forms) app.route('/', formNoticePage({ render, pageHeaders, allowedRedirect: options.forms.allowedRedirect }))

  app.get('*', async (c) => {
    const rendered = await pageCache.get(c.req.url)
    if (rendered.kind === 'page') metrics?.pageAnswered(rendered.from)
    if (rendered.kind === 'none') return c.notFound()
    if (rendered.kind === 'failed') {
      // vike could not render the error page either: SPEC §8's last-resort page.
      console.error('[server] the error page failed to render:', rendered.error)
      const details = rendered.error instanceof Error ? rendered.error.message : String(rendered.error)
      return fallbackPage(details)
    }
    const reply = await replies.reply(rendered, {
      method: c.req.method,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    })
    return new Response(reply.body as Uint8Array<ArrayBuffer> | null /* zlib's buffers are never shared memory */, {
      status: reply.status,
      headers: reply.headers,
    })
  })
  // Pages are read, never written: OPTIONS says so, any other method is refused as such.
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD')
    return c.req.method === 'OPTIONS' ? c.body(null, 204) : c.text('405 Method Not Allowed\n', 405)
  })
  // A bug, not the client's mistake: one log line naming it, the SPEC §8 page without its details.
  app.onError((error, c) => {
    console.error(`[server] ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)} failed: ${error instanceof Error ? error.message : String(error)}`)
    return fallbackPage('the server could not answer this request')
  })
  /**
   * A page this instance holds, answered without the app: the node handler sends it at once
   * (server/node-handler.ts), with the headers the app would give it. Null for anything else.
   */
  const pageFromMemory = (url: string, request: PageRequest): PageReply | null => {
    if (dev || (request.method !== 'GET' && request.method !== 'HEAD') || url.includes(`${FORM_NOTICE_PARAM}=`)) return null
    const kept = pageCache.kept(url)
    const reply = kept?.kind === 'page' ? replies.now(kept, request) : null
    // Answered here, it is a hit all the same.
    if (reply) metrics?.pageAnswered('memory')
    return reply
  }
  return Object.assign(app, { pageFromMemory })
}
