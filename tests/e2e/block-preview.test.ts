import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentWith, startSite, type SiteServer } from '../support/site-server.ts'
import { signToken } from '../../server/authoring/signatures.ts'
import dokanPricing from '../../blocks/pricing-table/fixtures/dokan.html?raw'
import { parseBlockMarkup } from '../../blocks/markup/parse-blocks.ts'

/**
 * The block editor's live preview: the editor posts a block's name and attributes with the access
 * the companion plugin signed with the shared preview secret, and shows the HTML the site renders
 * for them. Only wp-admin's origin may read the answer.
 */
const SECRET = 'block-preview-test-secret'
const EDITOR_ORIGIN = 'http://wordpress.example'
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
const ACCESS = signToken(SECRET, { use: 'block-preview', exp: inAnHour() })
let site: SiteServer
let content: ReturnType<typeof contentWith>

const pricing = parseBlockMarkup(dokanPricing)[0]!.attrs as { plans: { name: string; prices: Record<string, number> }[] }
/** The Business plan without its lifetime price: invalid, as the editor may send while a marketer types. */
const broken = { ...pricing, plans: pricing.plans.map((plan) => (plan.name === 'Business' ? { ...plan, prices: { annual: 499, twoYears: 799 } } : plan)) }

beforeAll(async () => {
  content = contentWith(null, (dir) => {
    writeFileSync(`${dir}/pages/en/broken-pricing.html`, `---\n{ "title": "Broken" }\n---\n<!-- wp:site/pricing-table ${JSON.stringify(broken)} /-->\n`)
  })
  site = await startSite({ PREVIEW_SECRET: SECRET, CONTENT_DIR: content.dir, EDITOR_ORIGIN: `${EDITOR_ORIGIN}/wp-admin/` })
})

afterAll(async () => {
  await site?.stop()
  content?.remove()
})

function preview(body: unknown, headers: Record<string, string> = { authorization: `Bearer ${ACCESS}` }) {
  return fetch(`${site.url}/api/preview/block`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

describe('block preview', () => {
  it('renders a block with the site component and stylesheet, in the language asked, with no script and no caching', async () => {
    const response = await preview({ name: 'site/pricing-table', attributes: pricing, lang: 'es' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const { html, problems } = (await response.json()) as { html: string; problems: string[] }
    expect(problems).toEqual([])
    expect(html).toContain('<html lang="es-ES">')
    expect(html).toContain(`<base href="${site.url}/">`)
    expect(html).toMatch(/data-plan="Business"/)
    expect(html).toContain('Anual') // the island rendered on the server, in Spanish
    expect(html).toMatch(/<style>[\s\S]*\.plan__amount/)
    // Structured data is data, not a script that runs.
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/i)
  })

  it('shows the same message, naming the field, that the site logs for invalid attributes', async () => {
    const page = await fetch(`${site.url}/broken-pricing/`)
    expect(page.status).toBe(200)
    const logged = /\[blocks\] site\/pricing-table: invalid attributes \([^\n]*\); rendering its fallback/.exec(site.logs())?.[0]
    expect(logged).toContain('plans.2.prices.lifetime: Business has no lifetime price')
    const { problems } = (await (await preview({ name: 'site/pricing-table', attributes: broken, lang: 'en' })).json()) as { problems: string[] }
    expect(problems).toEqual([logged])
  })

  it('names an unknown block', async () => {
    const { problems } = (await (await preview({ name: 'site/nope', attributes: {}, lang: 'en' })).json()) as { problems: string[] }
    expect(problems).toEqual(["[blocks] unknown block 'site/nope': rendering its saved HTML instead"])
  })

  it('refuses requests without the editor’s access, and bad requests, clearly', async () => {
    const body = { name: 'site/faq', attributes: {}, lang: 'en' }
    const refusal = async (headers: Record<string, string>) => {
      const response = await preview(body, headers)
      return { status: response.status, error: ((await response.json()) as { error: string }).error }
    }
    const bearer = (claims: object, secret = SECRET) => ({ authorization: `Bearer ${signToken(secret, claims)}` })
    expect(await refusal({})).toEqual({ status: 401, error: 'Not allowed: the request carries no preview access.' })
    expect(await refusal(bearer({ use: 'block-preview', exp: inAnHour() }, 'another-secret'))).toEqual({
      status: 401,
      error: 'Not allowed: the token signature does not match.',
    })
    expect(await refusal(bearer({ use: 'block-preview', exp: inAnHour() - 3601 }))).toEqual({
      status: 401,
      error: 'Not allowed: the block preview access has expired.',
    })
    expect(await refusal(bearer({ use: 'block-preview', exp: inAnHour() + 86_400 }))).toEqual({
      status: 401,
      error: 'Not allowed: the block preview access is valid for longer than 60 minutes.',
    })
    // A draft's preview link opens that draft, nothing else.
    expect(await refusal(bearer({ post: 12, rev: 40, exp: inAnHour() - 3000 }))).toEqual({
      status: 401,
      error: 'Not allowed: the token is not for block previews.',
    })
    const bad = await preview({ name: '<script>', attributes: [], lang: 'de' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Invalid block preview: /)
    expect(site.logs()).toContain('[block preview] refused: the request carries no preview access')
  })

  it('answers wp-admin’s origin, and no other, across origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${site.url}/api/preview/block`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      })
    const allowed = await preflight(EDITOR_ORIGIN)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(EDITOR_ORIGIN)
    expect(allowed.headers.get('access-control-allow-headers')).toBe('authorization,content-type')
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST')
    expect((await preflight('http://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull()
    const answer = await preview({ name: 'site/faq', attributes: {}, lang: 'en' }, { authorization: `Bearer ${ACCESS}`, origin: EDITOR_ORIGIN })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(EDITOR_ORIGIN)
    expect(answer.headers.get('vary')).toContain('Origin')
    const elsewhere = await preview({ name: 'site/faq', attributes: {}, lang: 'en' }, { authorization: `Bearer ${ACCESS}`, origin: 'http://elsewhere.example' })
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('is not a public page', async () => {
    expect((await fetch(`${site.url}/__block-preview/`)).status).toBe(404)
    expect((await fetch(`${site.url}/es/__block-preview/`)).status).toBe(404)
  })
})
