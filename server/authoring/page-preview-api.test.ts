import { describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import type { WpPreview } from '../../content-schemas/preview.ts'
import type { SharedStore } from '../../cms/shared-store.ts'
import { PAGE_PREVIEW_API_PATH, PAGE_PREVIEW_MAX_BYTES, pagePreviewApi } from './page-preview-api.ts'
import type { PagePreviewState } from './live-preview-request.ts'
import { signToken } from './signatures.ts'

const SECRET = 'page-preview-secret'
const EDITOR = 'https://cms.example'
const NOW = Date.UTC(2026, 10, 28, 12)
const inAnHour = Math.floor(NOW / 1000) + 3600
const access = (claims: object = {}) => signToken(SECRET, { use: 'page-preview', post: 12, user: 3, exp: inAnHour, ...claims })

const item = {
  id: 12,
  lang: 'en',
  link: 'https://cms.example/offer/',
  title: { rendered: 'Offer' },
  excerpt: { rendered: '' },
  block_markup: '',
} as unknown as WpPreview['item']

function setUp(options: { perMinute?: number; shared?: SharedStore } = {}) {
  const rendered: Record<string, unknown>[] = []
  const render = vi.fn(async (init: Record<string, unknown>) => {
    rendered.push(init)
    return { httpResponse: { statusCode: 200, body: '<!doctype html><p>page</p>', headers: [['Content-Type', 'text/html;charset=utf-8']] } }
  }) as unknown as typeof renderPage
  const getLivePreview = vi.fn(async () => ({ type: 'pages', revision: 12, status: 'draft', item }) as WpPreview)
  const app = pagePreviewApi({
    secret: SECRET,
    render,
    editorOrigin: EDITOR,
    getLivePreview,
    pageHeaders: (headers) => {
      headers.set('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'")
      return headers
    },
    now: () => NOW,
    ...options,
  })
  const post = (fields: { token?: string; state?: unknown }, body?: string) =>
    app.request(PAGE_PREVIEW_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body:
        body ??
        new URLSearchParams({
          ...(fields.token === undefined ? {} : { token: fields.token }),
          state: typeof fields.state === 'string' ? fields.state : JSON.stringify(fields.state),
        }).toString(),
    })
  return { post, rendered, getLivePreview }
}

const state: PagePreviewState = { post: 12, title: 'Offer, unsaved', content: '<!-- wp:paragraph --><p>New</p><!-- /wp:paragraph -->', lang: 'es' }

describe('the live page preview endpoint', () => {
  it('renders the unsaved item through the site, framed by wp-admin alone, never stored or indexed', async () => {
    const { post, rendered, getLivePreview } = setUp()
    const response = await post({ token: access(), state: { ...state, at: '2026-12-01T00:00:00+06:00', scrollY: 480 } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<p>page</p>')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${EDITOR}`)
    for (const header of ['surrogate-key', 'cache-tag', 'etag']) expect(response.headers.get(header)).toBeNull()
    expect(getLivePreview).toHaveBeenCalledWith(12, { title: 'Offer, unsaved', excerpt: '', content: state.content, lang: 'es' })
    expect(rendered[0]).toMatchObject({
      urlOriginal: 'http://localhost/offer/',
      previewEditing: { editorOrigin: EDITOR, post: 12, scrollY: 480 },
      previewAt: Date.UTC(2026, 10, 30, 18),
    })
  })

  it('answers 401 without a valid access, saying why, in a page the editor shows', async () => {
    const { post, getLivePreview } = setUp()
    const refusals = [
      await post({ state }),
      await post({ token: signToken('guessed', { use: 'page-preview', post: 12, user: 3, exp: inAnHour }), state }),
      await post({ token: signToken(SECRET, { use: 'block-preview', exp: inAnHour }), state }),
      await post({ token: access({ exp: Math.floor(NOW / 1000) - 1 }), state }),
    ]
    expect(refusals.map((r) => r.status)).toEqual([401, 401, 401, 401])
    expect(await refusals[0]!.text()).toContain('Not allowed: the request carries no preview access.')
    expect(await refusals[1]!.text()).toContain('Not allowed: the token signature does not match.')
    expect(await refusals[2]!.text()).toContain('Not allowed: the token is not for page previews.')
    expect(await refusals[3]!.text()).toContain('Not allowed: the page preview access has expired.')
    expect(refusals[0]!.headers.get('content-security-policy')).toContain(`frame-ancestors ${EDITOR}`)
    expect(getLivePreview).not.toHaveBeenCalled()
  })

  it('answers 403 for an item the access was not given for (WordPress gives it only to users who may edit the item)', async () => {
    const { post, getLivePreview } = setUp()
    const response = await post({ token: access({ post: 99 }), state })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Not allowed: this preview access is for another item')
    expect(getLivePreview).not.toHaveBeenCalled()
  })

  it('answers 413 past the body limit, and 400 for a state it cannot read', async () => {
    const { post } = setUp()
    const huge = { ...state, content: 'x'.repeat(PAGE_PREVIEW_MAX_BYTES) }
    const tooLarge = await post({ token: access(), state: huge })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.text()).toContain('This page is too large for the live preview (over 1 MB). Save it and use Preview instead.')
    expect((await post({ token: access(), state: '{not json' })).status).toBe(400)
    const invalid = await post({ token: access(), state: { ...state, lang: 'de' } })
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain('lang')
  })

  it('answers 429 past the previews a user may ask for in a minute, counting in the shared store when there is one', async () => {
    const counted: string[] = []
    const hits = new Map<string, number>()
    const shared = {
      count: async (key: string) => {
        counted.push(key)
        hits.set(key, (hits.get(key) ?? 0) + 1)
        return { hits: hits.get(key)!, resetInMs: 30_000 }
      },
    } as unknown as SharedStore
    const { post } = setUp({ perMinute: 2, shared })
    expect((await post({ token: access(), state })).status).toBe(200)
    expect((await post({ token: access(), state })).status).toBe(200)
    const third = await post({ token: access(), state })
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('30')
    expect(await third.text()).toContain('Too many preview updates in a minute: the preview resumes in 30 s.')
    // Another user is counted apart; nothing but the counters touched the shared store.
    expect((await post({ token: access({ user: 4 }), state })).status).toBe(200)
    expect(new Set(counted)).toEqual(new Set(['rate:page-preview:3', 'rate:page-preview:4']))
  })
})
