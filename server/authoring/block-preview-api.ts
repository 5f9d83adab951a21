import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { z } from 'zod'
import type { renderPage } from 'vike/server'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'
import { PRIVATE_HEADERS } from '../private-page.ts'
import { BLOCK_PREVIEW_PATH } from '../../renderer/block-preview-path.ts'
import { parseJsonBody } from './signed-json.ts'
import { readBlockPreviewToken } from './preview-token.ts'

const previewRequestSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'a block name such as site/faq'),
  attributes: z.record(z.string(), z.unknown()),
  lang: z.enum(LOCALE_CODES),
})

/** What the editor shows: the block's document and the problems the site logs for it. */
export interface BlockPreviewAnswer {
  html: string
  problems: string[]
}

export const BLOCK_PREVIEW_API_PATH = '/api/preview/block'

/**
 * POST /api/preview/block: the block editor's live preview. The editor in wp-admin posts a block's
 * name and attributes here itself, with the access WordPress gave it (`Authorization: Bearer`, a
 * token signed with the preview secret, good for an hour: the secret stays on the servers).
 *
 * Straight from the browser, not through WordPress: a preview often needs content from WordPress
 * (testimonials, catalog entries), and a WordPress worker waiting on the site while the site waits
 * on WordPress starved a small PHP pool until its calls timed out.
 *
 * `editorOrigin` (wp-admin's origin) is the one origin whose pages may read the answer.
 */
export function blockPreviewApi(options: { secret: string | null; render: typeof renderPage; editorOrigin: string | null }) {
  const app = new Hono()
  if (options.editorOrigin) {
    app.use(
      BLOCK_PREVIEW_API_PATH,
      cors({ origin: options.editorOrigin, allowMethods: ['POST'], allowHeaders: ['authorization', 'content-type'], maxAge: 600 }),
    )
  }
  return app.post(BLOCK_PREVIEW_API_PATH, async (c) => {
    if (!options.secret) return c.json({ error: 'Block previews are off: the site has no PREVIEW_SECRET.' }, 404, PRIVATE_HEADERS)
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    const access = token ? readBlockPreviewToken(options.secret, token) : { problem: 'the request carries no preview access' }
    if ('problem' in access) {
      console.warn(`[block preview] refused: ${access.problem}`)
      return c.json({ error: `Not allowed: ${access.problem}.` }, 401, PRIVATE_HEADERS)
    }
    const request = parseJsonBody(c, await c.req.text(), { schema: previewRequestSchema, what: 'block preview', headers: PRIVATE_HEADERS })
    if ('refused' in request) return request.refused
    const { name, attributes, lang } = request.data
    const pageContext = await options.render({
      urlOriginal: new URL(localizePath(BLOCK_PREVIEW_PATH, lang), c.req.url).href,
      headersOriginal: {},
      blockPreview: { name, attributes },
    })
    const response = pageContext.httpResponse
    const data = pageContext.data as { problems?: string[] } | undefined
    if (!response || response.statusCode !== 200) {
      console.error(`[preview] ${name} could not be rendered (${response?.statusCode ?? 'no response'})`)
      return c.json({ error: 'The site could not render this block.' }, 500, PRIVATE_HEADERS)
    }
    return c.json({ html: response.body, problems: data?.problems ?? [] } satisfies BlockPreviewAnswer, 200, PRIVATE_HEADERS)
  })
}
