import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentWith, startSite, type SiteServer } from '../support/site-server.ts'
import { signRequest } from '../../server/authoring/signatures.ts'
import dokanPricing from '../../blocks/pricing-table/fixtures/dokan.html?raw'
import { parseBlockMarkup } from '../../blocks/parse-blocks.ts'

/**
 * The block editor's live preview: the companion plugin posts a block's name and attributes, signed
 * with the shared preview secret, and shows the HTML the site renders for them.
 */
const SECRET = 'block-preview-test-secret'
let site: SiteServer
let content: ReturnType<typeof contentWith>

const pricing = parseBlockMarkup(dokanPricing)[0]!.attrs as { plans: { name: string; prices: Record<string, number> }[] }
/** The Business plan without its lifetime price: invalid, as the editor may send while a marketer types. */
const broken = { ...pricing, plans: pricing.plans.map((plan) => (plan.name === 'Business' ? { ...plan, prices: { annual: 499, twoYears: 799 } } : plan)) }

beforeAll(async () => {
  content = contentWith(null, (dir) => {
    writeFileSync(`${dir}/pages/en/broken-pricing.html`, `---\n{ "title": "Broken" }\n---\n<!-- wp:site/pricing-table ${JSON.stringify(broken)} /-->\n`)
  })
  site = await startSite({ PREVIEW_SECRET: SECRET, CONTENT_DIR: content.dir })
})

afterAll(async () => {
  await site?.stop()
  content?.remove()
})

function preview(body: unknown, sign: (text: string) => string | null = (text) => signRequest(SECRET, text)) {
  const text = JSON.stringify(body)
  const signature = sign(text)
  return fetch(`${site.url}/api/preview/block`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-site-signature': signature } : {}) },
    body: text,
  })
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

  it('refuses requests not signed with the preview secret, and bad requests, clearly', async () => {
    const body = { name: 'site/faq', attributes: {}, lang: 'en' }
    expect((await preview(body, () => null)).status).toBe(401)
    expect((await preview(body, (text) => signRequest('another-secret', text))).status).toBe(401)
    expect((await preview(body, (text) => signRequest(SECRET, text, Date.now() - 10 * 60_000))).status).toBe(401)
    const bad = await preview({ name: '<script>', attributes: [], lang: 'de' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Invalid block preview: /)
    expect(site.logs()).toContain('[block preview] refused: the request is not signed')
  })

  it('is not a public page', async () => {
    expect((await fetch(`${site.url}/__block-preview/`)).status).toBe(404)
    expect((await fetch(`${site.url}/es/__block-preview/`)).status).toBe(404)
  })
})
