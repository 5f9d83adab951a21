import { describe, expect, it } from 'vitest'
import dokanMarketplace from './fixtures/dokan-marketplace.html?raw'
import leanEur from './fixtures/lean-eur.html?raw'
import calculator from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const result = (html: string, name: string) => new RegExp(`data-result="${name}">([^<]*)<`).exec(html)?.[1]

/** Every input or select has a <label for> pointing at it. */
function expectAllLabelled(html: string) {
  const ids = [...html.matchAll(/<(?:input|select)[^>]*\sid="([^"]+)"/g)].map((m) => m[1])
  expect(ids.length).toBe([...html.matchAll(/<(?:input|select)\b/g)].length)
  for (const id of ids) expect(html).toContain(`for="${id}"`)
}

describe('site/startup-cost-calculator', () => {
  it('renders the full initial state on the server: inputs with the defaults and every result', () => {
    const html = renderBlock(calculator, fixtureAttrs(calculator, dokanMarketplace))
    expect(html).toContain('<h2 class="startup-cost-calculator__heading" id="')
    expect(html).toContain('>What will your marketplace cost, and when will it pay for itself?</h2>')
    expect(html).toMatch(/<legend[^>]*>One-time costs<\/legend>/)
    expect(html).toMatch(/<legend[^>]*>Monthly running costs<\/legend>/)
    expect(html).toMatch(/<legend[^>]*>Revenue assumptions<\/legend>/)
    expect(html).toMatch(/<label[^>]+>Dokan Pro Professional licence<\/label>.*?value="20.75"/)
    expect(html).toMatch(/<label[^>]+>Orders per month<\/label>.*?inputMode="numeric"[^>]*value="200"/)
    expect(html).toContain('$249 a year, spread over 12 months so that renewals count')
    // 79 + 400 + 2,000 + 750 + 1,200; 35 + 20.75 + 7.25 + 40 + 800 + 600 + 80.
    expect(result(html, 'oneTimeTotal')).toBe('$4,429')
    expect(result(html, 'monthlyTotal')).toBe('$1,583')
    // 200 orders × $40 × 12%, less 2.9% on the commission.
    expect(result(html, 'monthOneNetIncome')).toBe('$932.16')
    expect(result(html, 'firstYearCost')).toBe('$23,425')
    expect(result(html, 'firstYearNetResult')).toBe('-$5,735.30')
    expect(result(html, 'breakEven')).toBe('Month 17')
    expect(html).toContain('startup-cost-calculator__value--negative')
    expect(html).toContain('<button type="button" class="button button--secondary startup-cost-calculator__reset">Reset to defaults</button>')
  })

  it('announces results politely and labels every input', () => {
    const html = renderBlock(calculator, fixtureAttrs(calculator, dokanMarketplace))
    expect(html).toMatch(/<div class="startup-cost-calculator__live" aria-live="polite"><dl[^>]*>.*data-result="breakEven".*<\/dl><\/div>/)
    expectAllLabelled(html)
    // Money inputs say which currency they are in; the symbol itself is decoration.
    expect(html).toMatch(/<p class="startup-cost-calculator__currency" id="([^"]+)">Amounts in USD\.<\/p>/)
    expect(html).toMatch(/<span class="startup-cost-calculator__affix" aria-hidden="true">\$<\/span><input/)
  })

  it('has a month-by-month table of the first year with header cells', () => {
    const html = renderBlock(calculator, fixtureAttrs(calculator, dokanMarketplace))
    expect(html).toContain('<summary>Month by month, first year</summary>')
    expect(html).toContain('<th scope="col">Month</th><th scope="col">Orders</th>')
    expect(html.match(/<th scope="row">/g)).toHaveLength(12)
    expect(html).toContain(
      '<th scope="row">1</th><td>200</td><td>$932.16</td><td>$6,012</td><td class="startup-cost-calculator__cell--negative">-$5,079.84</td>',
    )
  })

  it('speaks the page language and formats money in its locale', () => {
    const es = renderBlock(calculator, fixtureAttrs(calculator, leanEur), 'es')
    expect(es).toContain('>Importes en EUR.</p>')
    expect(es).toMatch(/<label[^>]+>Pedidos al mes<\/label>/)
    expect(es).toContain('>Restablecer valores</button>')
    // es-ES puts the euro sign after the amount, with a no-break space.
    expect(result(es, 'oneTimeTotal')).toBe('959\u00a0€')
    expect(result(es, 'breakEven')).toBe('Mes 16')
    expect(es).toMatch(/<input[^>]+value="11.67"[^>]*\/><span class="startup-cost-calculator__affix" aria-hidden="true">€<\/span>/)

    const fr = renderBlock(calculator, fixtureAttrs(calculator, leanEur), 'fr')
    expect(fr).toContain('>Seuil de rentabilité</dt>')
    expect(result(fr, 'monthlyTotal')).toMatch(/^292,67\s€$/)
  })

  it('says so when the numbers never break even', () => {
    const attrs = fixtureAttrs(calculator, dokanMarketplace)
    const html = renderBlock(calculator, { ...attrs, revenue: { ...attrs.revenue, ordersPerMonth: 0 } })
    expect(result(html, 'breakEven')).toBe('Does not break even within 5 years at these numbers.')
    expect(result(html, 'monthOneNetIncome')).toBe('$0')
  })

  it('falls back to the default heading', () => {
    const { heading: _heading, ...attrs } = fixtureAttrs(calculator, leanEur)
    expect(renderBlock(calculator, attrs, 'fr')).toContain('>Calculateur des coûts de lancement d’une marketplace</h2>')
  })

  it('accepts the fixtures and rejects bad attributes', () => {
    const good = fixtureAttrs(calculator, dokanMarketplace)
    expect(calculator.attrs.safeParse(good).success).toBe(true)
    expect(fixtureAttrs(calculator, leanEur).currency).toBe('EUR')
    const { monthlyGrowthPercent: _growth, ...revenueWithoutGrowth } = good.revenue
    expect(calculator.attrs.parse({ ...good, revenue: revenueWithoutGrowth }).revenue.monthlyGrowthPercent).toBe(0)
    expect(calculator.attrs.safeParse({ ...good, currency: 'usd' }).success).toBe(false)
    expect(calculator.attrs.safeParse({ ...good, oneTime: [] }).success).toBe(false)
    expect(calculator.attrs.safeParse({ ...good, monthly: [{ label: 'Hosting', amount: -5 }] }).success).toBe(false)
    expect(calculator.attrs.safeParse({ ...good, monthly: [{ label: '', amount: 5 }] }).success).toBe(false)
    expect(calculator.attrs.safeParse({ ...good, revenue: { ...good.revenue, commissionPercent: 120 } }).success).toBe(false)
    expect(calculator.attrs.safeParse({ ...good, revenue: { ...good.revenue, ordersPerMonth: 10.5 } }).success).toBe(false)
  })
})
