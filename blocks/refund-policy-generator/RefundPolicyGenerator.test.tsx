import { describe, expect, it } from 'vitest'
import marketplace from './fixtures/marketplace.html?raw'
import digitalGoods from './fixtures/digital-goods.html?raw'
import generator from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'
import { defaultPolicyOptions, generatePolicy } from './generate-policy.ts'

/** Every text field, select and checkbox is labelled: by <label for> or by wrapping. */
function expectAllLabelled(html: string) {
  const controls = [...html.matchAll(/<(input|select)\b[^>]*>/g)].map((m) => ({ tag: m[0], index: m.index }))
  expect(controls.length).toBeGreaterThan(10)
  for (const { tag, index } of controls) {
    const id = /\sid="([^"]+)"/.exec(tag)?.[1]
    if (id) expect(html).toContain(`for="${id}"`)
    else expect(html.lastIndexOf('<label', index)).toBeGreaterThan(html.lastIndexOf('</label>', index))
  }
}

describe('site/refund-policy-generator', () => {
  it('renders the form and the complete default policy on the server', () => {
    const html = renderBlock(generator, fixtureAttrs(generator, marketplace))
    expect(html).toContain('>Write your marketplace&#x27;s return and refund policy</h2>')
    expect(html).toMatch(
      /<select id="[^"]+"><option value="14" selected="">14 days<\/option><option value="30">30 days<\/option><option value="7">7 days<\/option><option value="60">60 days<\/option><\/select>/,
    )
    expect(html).toMatch(/<article class="refund-policy-generator__policy" lang="en" aria-labelledby="([^"]+)"><h3 id="\1">Return and Refund Policy<\/h3>/)
    const headings = [...html.matchAll(/<h4>([^<]+)<\/h4>/g)].map((m) => m[1])
    expect(headings).toEqual(generatePolicy(defaultPolicyOptions(14)).sections.map((s) => s.heading))
    expect(headings).toContain('Marketplace sellers')
    expect(html).toContain('<p>This Return and Refund Policy explains how our store handles returns, refunds and exchanges of items bought from us.')
    expect(html).toContain('<ul><li>Gift cards</li><li>Personalised or custom-made items</li></ul>')
    expect(html).toMatch(/<ol><li>Open your order, note which seller sold the item/)
    expect(html).toContain('<button type="button" class="button button--primary">Copy policy</button>')
    expect(html).toContain('<button type="button" class="button button--secondary">Download .txt</button>')
    expect(html).toContain('<p class="refund-policy-generator__status" role="status"></p>')
    expect(html).toMatch(/<\/article><p class="refund-policy-generator__disclaimer">This template is a starting point, not legal advice\./)
    // English pages need no note that the policy is in English.
    expect(html).not.toContain('refund-policy-generator__language')
  })

  it('labels every control and checks the preset answers', () => {
    const html = renderBlock(generator, fixtureAttrs(generator, marketplace))
    expectAllLabelled(html)
    expect(html).toMatch(/<input type="radio" name="[^"]+" checked="" value="physical"\/> Physical products<\/label>/)
    expect(html).toMatch(/<input type="checkbox" aria-describedby="[^"]+" checked=""\/> Each vendor handles returns of their own products<\/label>/)
    expect(html).toMatch(/<input type="checkbox" checked=""\/> Exchanges allowed<\/label>/)
    expect(html).toMatch(/<input type="checkbox"\/> Sale and discounted items<\/label>/)
  })

  it('translates the interface and says the policy itself is in English', () => {
    const html = renderBlock(generator, fixtureAttrs(generator, marketplace), 'es')
    expect(html).toMatch(/<label for="[^"]+">Nombre de la tienda<\/label>/)
    expect(html).toContain('<option value="30">30 días</option>')
    expect(html).toContain('>Copiar política</button>')
    expect(html).toContain('<p class="refund-policy-generator__language">La política se genera en inglés, porque es una plantilla legal.')
    expect(html).toContain('<h4>Overview</h4>')
    const fr = renderBlock(generator, fixtureAttrs(generator, marketplace), 'fr')
    expect(fr).toContain('<legend>Que vendez-vous ?</legend>')
    expect(fr).toContain('<option value="60">60 jours</option>')
  })

  it('digital goods: the default heading, downloads preselected, no shipping questions or section', () => {
    const html = renderBlock(generator, fixtureAttrs(generator, digitalGoods))
    expect(html).toContain('>Return and refund policy generator</h2>')
    expect(html).toMatch(/checked="" value="digital"\/> Digital products/)
    expect(html).toMatch(/<option value="30" selected="">30 days<\/option>/)
    expect(html).not.toContain('Who pays return shipping?')
    expect(html).not.toContain('Condition of returned items')
    expect(html).not.toContain('<h4>Shipping costs</h4>')
    expect(html).toContain('You can ask for a refund of a digital product within 30 days of buying it.')
  })

  it('renders content as text, never as markup', () => {
    const attrs = { ...fixtureAttrs(generator, marketplace), intro: '<img src=x onerror=alert(1)>', disclaimer: '<script>alert(1)</script>' }
    const html = renderBlock(generator, attrs)
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('accepts the fixtures and rejects bad attributes', () => {
    const good = fixtureAttrs(generator, marketplace)
    expect(good).toMatchObject({ defaultSells: 'physical', defaultVendorHandled: true })
    expect(generator.attrs.parse({ disclaimer: 'Not legal advice.' }).windows).toEqual([14, 30, 7, 60])
    expect(generator.attrs.safeParse({ ...good, windows: [] }).success).toBe(false)
    expect(generator.attrs.safeParse({ ...good, windows: [14, 30, 14] }).success).toBe(false)
    expect(generator.attrs.safeParse({ ...good, windows: [0] }).success).toBe(false)
    expect(generator.attrs.safeParse({ ...good, windows: [400] }).success).toBe(false)
    expect(generator.attrs.safeParse({ ...good, windows: [7.5] }).success).toBe(false)
    expect(generator.attrs.safeParse({ ...good, disclaimer: '' }).success).toBe(false)
    expect(generator.attrs.safeParse({ ...good, defaultSells: 'services' }).success).toBe(false)
  })
})
