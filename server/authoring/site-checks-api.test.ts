import { describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import type { WpPreview } from '../../content-schemas/preview.ts'
import { SITE_CHECKS_API_PATH, siteChecksApi } from './site-checks-api.ts'
import { signToken } from './signatures.ts'
import { CmsError } from '../../cms/cms-error.ts'

const SECRET = 'page-preview-secret'
const EDITOR = 'https://cms.example'
const NOW = Date.UTC(2026, 10, 28, 12)
const access = (claims: object = {}) => signToken(SECRET, { use: 'page-preview', post: 12, user: 3, exp: Math.floor(NOW / 1000) + 3600, ...claims })

const item = { id: 12, lang: 'en', link: 'https://cms.example/offer/', title: { rendered: 'Offer' } } as unknown as WpPreview['item']
const PAGE =
  '<!doctype html><html lang="en"><head><title>Offer | weDevs</title><meta name="description" content="The offer of the season: every plan at half price, for the first year, until the end of the month."></head><body><main><h1>Offer</h1><site-block data-block-path="0" data-block-title="Paragraph"><p><a href="/gone/">Gone</a></p></site-block></main></body></html>'

function setUp(perMinute?: number) {
  const rendered: Record<string, unknown>[] = []
  const render = vi.fn(async (init: Record<string, unknown>) => {
    rendered.push(init)
    return { httpResponse: { statusCode: 200, body: PAGE, headers: [] } }
  }) as unknown as typeof renderPage
  const getLivePreview = vi.fn(
    async () => ({ type: 'pages', revision: 12, status: 'draft', translations: { en: 'draft', es: 'draft', fr: 'draft' }, item }) as WpPreview,
  )
  const app = siteChecksApi({
    secret: SECRET,
    render,
    editorOrigin: EDITOR,
    getLivePreview,
    exists: async (target) => target !== '/gone/',
    fileBytes: () => null,
    staticImports: () => [],
    budgetKb: async () => 120,
    perMinute,
    now: () => NOW,
  })
  const post = (body: unknown) =>
    app.request(SITE_CHECKS_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EDITOR },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  return { app, post, rendered, getLivePreview }
}

const state = { post: 12, title: 'Offer, unsaved', content: '<!-- wp:paragraph --><p><a href="/gone/">Gone</a></p><!-- /wp:paragraph -->' }

describe('the site checks endpoint', () => {
  it('checks the unsaved item as the site renders it for its editor, and answers wp-admin alone, never stored', async () => {
    const { post, rendered, getLivePreview } = setUp()
    const response = await post({ token: access(), state })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(EDITOR)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const answer = (await response.json()) as { findings: unknown[]; ms: number }
    expect(answer.findings).toEqual([expect.objectContaining({ check: 'broken-link', severity: 'error', path: '0' })])
    expect(answer.ms).toBeGreaterThanOrEqual(0)
    expect(getLivePreview).toHaveBeenCalledWith(12, { title: 'Offer, unsaved', excerpt: '', content: state.content })
    expect(rendered[0]).toMatchObject({ urlOriginal: 'http://localhost/offer/', previewEditing: { editorOrigin: EDITOR, post: 12, scrollY: 0 } })
  })

  it('lets wp-admin ask across origins, and no other page', async () => {
    const { app } = setUp()
    const preflight = (origin: string) =>
      app.request(SITE_CHECKS_API_PATH, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
    expect((await preflight(EDITOR)).headers.get('access-control-allow-origin')).toBe(EDITOR)
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses, saying why, without access, for another item, and a body it cannot read; then past the rate', async () => {
    const { post, getLivePreview } = setUp(2)
    const answers = [
      await post({ state }),
      await post({ token: access({ exp: 1 }), state }),
      await post({ token: access({ post: 13 }), state }),
      await post('not json'),
      await post('null'),
      await post({ token: access(), state: { post: 12 } }),
    ]
    expect(answers.map((r) => r.status)).toEqual([401, 401, 403, 400, 400, 400])
    expect(((await answers[0]?.json()) as { message: string }).message).toBe('Not allowed: the request carries no preview access.')
    expect(getLivePreview).not.toHaveBeenCalled()
    expect((await post({ token: access(), state })).status).toBe(200)
    expect((await post({ token: access(), state })).status).toBe(200)
    const third = await post({ token: access(), state })
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('60')
  })

  it('says so when WordPress has no such item any more (404), or could not be asked (502)', async () => {
    const { post, getLivePreview } = setUp()
    getLivePreview.mockRejectedValueOnce(new CmsError('gone', { status: 404, url: '/site/v1/preview/12/live' }))
    const gone = await post({ token: access(), state })
    expect([gone.status, ((await gone.json()) as { message: string }).message]).toEqual([404, 'WordPress has no such item any more.'])
    getLivePreview.mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    const down = await post({ token: access(), state })
    expect([down.status, ((await down.json()) as { message: string }).message]).toEqual([
      502,
      'WordPress could not be asked for this item. The checks run again at the next change.',
    ])
  })
})
