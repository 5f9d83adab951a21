import { Hono } from 'hono'
import { z } from 'zod'
import type { renderPage } from 'vike/server'
import { LOCALE_CODES, localizePath } from '../../locales/locales.ts'
import { PRIVATE_HEADERS } from './draft-preview-api.ts'
import { BLOCK_PREVIEW_PATH } from '../../pages/block-preview/block-preview-path.ts'
import { readSignedJson } from './signed-json.ts'

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

/**
 * POST /api/preview/block: the block editor's live preview. The companion plugin forwards the
 * block's name and attributes from wp-admin, signed with the preview secret (server to server: the
 * secret never reaches a browser), and shows the HTML the site renders for them.
 */
export function blockPreviewApi(options: { secret: string | null; render: typeof renderPage }) {
  return new Hono().post('/api/preview/block', async (c) => {
    if (!options.secret) return c.json({ error: 'Block previews are off: the site has no PREVIEW_SECRET.' }, 404, PRIVATE_HEADERS)
    const request = await readSignedJson(c, { secret: options.secret, schema: previewRequestSchema, what: 'block preview', headers: PRIVATE_HEADERS })
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
      return c.json({ error: 'The site could not render this block.' }, 502, PRIVATE_HEADERS)
    }
    return c.json({ html: response.body, problems: data?.problems ?? [] } satisfies BlockPreviewAnswer, 200, PRIVATE_HEADERS)
  })
}
