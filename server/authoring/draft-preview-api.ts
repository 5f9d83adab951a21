import { Hono, type Context } from 'hono'
import type { renderPage } from 'vike/server'
import type { WpPreview } from '../../content-schemas/preview.ts'
import { CmsError } from '../../cms/cms-error.ts'
import { previewPath } from './preview-path.ts'
import { readPreviewToken } from './preview-token.ts'
import { PRIVATE_HEADERS, privatePageRenderer } from '../private-page.ts'

/** The query parameter that carries the token on the previewed page's own URL. */
export const PREVIEW_PARAM = 'preview'

interface Options {
  secret: string | null
  render: typeof renderPage
  /** The draft or revision, read from WordPress with the site's own credentials (cms.getPreview). */
  getPreview: (post: number, revision: number) => Promise<WpPreview>
  now?: () => number
  /** The headers every rendered page gets (its own security policy), applied to a previewed page too. */
  pageHeaders?: (headers: Headers, html: string) => Headers
  /** wp-admin's origin: its editor opened the preview, and is told which block an editor clicks on it. */
  editorOrigin?: string | null
}

/**
 * Draft preview. WordPress's Preview button opens `/api/preview/?token=…` (a token signed by the
 * companion plugin with the shared preview secret, for at most 10 minutes, naming a post and a
 * revision); the site reads that revision from WordPress with its own credentials and redirects to
 * the item's page with `?preview=…`, where the page's own template renders the draft. A token that
 * is expired, forged or for another page gets the branded 401 page.
 */
export function draftPreviewApi(options: Options) {
  const now = options.now ?? Date.now
  const app = new Hono()
  const renderPrivate = privatePageRenderer(options.render, options.pageHeaders)

  const refuse = async (c: Context, reason: string) => {
    console.warn(`[preview] ${c.req.path}: refused, ${reason}`)
    const pageContext = await options.render({ urlOriginal: c.req.url, headersOriginal: {}, previewRefused: reason })
    const body = pageContext.httpResponse?.body ?? `Preview not available: ${reason}.`
    return c.html(body, 401, PRIVATE_HEADERS)
  }

  /** The draft a token names, or the reason to refuse it. */
  const open = async (token: string | undefined): Promise<WpPreview | string> => {
    if (!options.secret) return 'draft previews are off (the site has no PREVIEW_SECRET)'
    if (!token) return 'the link has no preview token'
    const read = readPreviewToken(options.secret, token, now())
    if ('problem' in read) return read.problem
    try {
      const preview = await options.getPreview(read.claims.post, read.claims.rev)
      if (preview.item.id !== read.claims.post || preview.revision !== read.claims.rev) return 'WordPress answered for another post or revision'
      return preview
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) return 'the post or revision does not exist (any more)'
      console.error('[preview] the draft could not be read:', error instanceof Error ? error.message : error)
      return 'WordPress could not be asked for the draft'
    }
  }

  app.get('/api/preview/', async (c) => {
    const token = c.req.query('token')
    const preview = await open(token)
    if (typeof preview === 'string') return refuse(c, preview)
    // On the way to the page, too, the tab keeps its opener (the editor): see below.
    if (options.editorOrigin) c.header('Cross-Origin-Opener-Policy', 'unsafe-none')
    return c.redirect(`${previewPath(preview)}?${PREVIEW_PARAM}=${encodeURIComponent(token!)}`, 302)
  })

  app.get('*', async (c, next) => {
    const token = c.req.query(PREVIEW_PARAM)
    if (token === undefined) return next()
    const preview = await open(token)
    if (typeof preview === 'string') return refuse(c, preview)
    if (previewPath(preview) !== c.req.path) return refuse(c, 'the preview link belongs to another page')
    // Its blocks are marked, and a click on one selects it in the editor that opened this tab: the
    // page keeps its opener (Cross-Origin-Opener-Policy), which other pages sever.
    const editing = options.editorOrigin ? { previewEditing: { editorOrigin: options.editorOrigin, post: preview.item.id, scrollY: 0 } } : {}
    const rendered = await renderPrivate(
      { urlOriginal: c.req.url, headersOriginal: {}, preview, ...editing },
      options.editorOrigin ? { 'Cross-Origin-Opener-Policy': 'unsafe-none' } : {},
    )
    return rendered ?? refuse(c, 'the site has no page for this item')
  })
  return app
}
