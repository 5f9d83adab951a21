import { describe, expect, it } from 'vitest'
import liteVsPro from './fixtures/lite-vs-pro.html?raw'
import vsCompetitors from './fixtures/vs-competitors.html?raw'
import comparisonTable from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/comparison-table', () => {
  it('renders a captioned table in a labelled, keyboard-scrollable region', () => {
    const html = renderBlock(comparisonTable, fixtureAttrs(comparisonTable, liteVsPro))
    expect(html).toContain('<h2 class="comparison-table__heading">Dokan Lite and Dokan Pro, side by side</h2>')
    const region = /<div class="comparison-table__scroll" role="region" aria-labelledby="([^"]+)" tabindex="0">/.exec(html)
    expect(region).not.toBeNull()
    expect(html).toContain(`<caption id="${region?.[1]}" class="visually-hidden">Dokan Lite and Dokan Pro, side by side</caption>`)
  })

  it('heads every column and every row, and gives each group its own row-group header', () => {
    const html = renderBlock(comparisonTable, fixtureAttrs(comparisonTable, liteVsPro))
    expect(html).toContain('<thead><tr><th scope="col" class="comparison-table__feature-head">Feature</th>')
    expect(html).toContain(
      '<th scope="col" class="comparison-table__column comparison-table__col--highlight"><span class="comparison-table__column-name">Dokan Pro</span><span class="comparison-table__column-note">From $149 a year</span></th>',
    )
    expect(html.match(/<tbody>/g)).toHaveLength(4)
    expect(html).toContain('<tbody><tr class="comparison-table__group"><th scope="rowgroup" colSpan="3">Selling tools</th></tr>')
    expect(html).toContain(
      '<th scope="row" class="comparison-table__feature">Commission on every sale<span class="comparison-table__note">Percentage, flat fee or both</span></th>',
    )
    expect(html.match(/<th scope="row"/g)).toHaveLength(15)
  })

  it('writes out what each mark means and styles the highlighted column', () => {
    const html = renderBlock(comparisonTable, fixtureAttrs(comparisonTable, liteVsPro))
    expect(html).toContain(
      '<tr><th scope="row" class="comparison-table__feature">Vendor coupons</th><td class="comparison-table__cell"><span class="comparison-table__mark comparison-table__mark--no" aria-hidden="true">✗</span><span class="visually-hidden">Not included</span></td><td class="comparison-table__cell comparison-table__col--highlight"><span class="comparison-table__mark comparison-table__mark--yes" aria-hidden="true">✓</span><span class="visually-hidden">Included</span></td></tr>',
    )
    expect(html).toContain('<td class="comparison-table__cell comparison-table__col--highlight">Business and up</td>')
  })

  it('translates the feature header and the marks', () => {
    const es = renderBlock(comparisonTable, fixtureAttrs(comparisonTable, liteVsPro), 'es')
    expect(es).toContain('>Función</th>')
    expect(es).toContain('<span class="visually-hidden">Incluido</span>')
    expect(es).toContain('<span class="visually-hidden">No incluido</span>')
    const fr = renderBlock(comparisonTable, fixtureAttrs(comparisonTable, vsCompetitors), 'fr')
    expect(fr).toContain('>Fonctionnalité</th>')
    expect(fr).toContain('<span class="visually-hidden">Inclus</span>')
  })

  it('compares three plugins with text cells and one highlighted column', () => {
    const html = renderBlock(comparisonTable, fixtureAttrs(comparisonTable, vsCompetitors))
    expect(html.match(/<th scope="col"/g)).toHaveLength(4)
    expect(html).toContain('colSpan="4"')
    expect(html.match(/<th scope="col" class="comparison-table__column comparison-table__col--highlight">/g)).toHaveLength(1)
    expect(html).toContain('<td class="comparison-table__cell">Percentage free; fixed and tiered in Pro</td>')
    expect(html).toContain('<td class="comparison-table__cell">Free add-on</td>')
  })

  it('names the table after its columns when there is no heading, and skips unnamed group headers', () => {
    const attrs = fixtureAttrs(comparisonTable, vsCompetitors)
    const html = renderBlock(comparisonTable, {
      ...attrs,
      heading: undefined,
      groups: attrs.groups.map((group) => ({ ...group, name: undefined })),
    })
    expect(html).not.toContain('<h2')
    expect(html).toMatch(/<caption id="[^"]+" class="visually-hidden">Dokan, WC Vendors, WCFM Marketplace<\/caption>/)
    expect(html).not.toContain('scope="rowgroup"')
  })

  it('rejects rows whose value count differs from the column count, naming the row', () => {
    const parsed = comparisonTable.attrs.safeParse({
      columns: [{ name: 'Dokan Lite' }, { name: 'Dokan Pro' }],
      groups: [
        {
          rows: [
            { feature: 'Vendor coupons', values: [false, true] },
            { feature: 'Store reviews', values: [true] },
          ],
        },
      ],
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['groups', 0, 'rows', 1, 'values'])
  })

  it('accepts a minimal table and rejects a single column, empty groups and overlong cells', () => {
    const columns = [{ name: 'Dokan Lite' }, { name: 'Dokan Pro' }]
    const rows = [{ feature: 'Vendor coupons', values: [false, true] }]
    const parsed = comparisonTable.attrs.safeParse({ columns, groups: [{ rows }] })
    expect(parsed.success && parsed.data.columns[0]?.highlight).toBe(false)
    expect(comparisonTable.attrs.safeParse({ columns: columns.slice(0, 1), groups: [{ rows: [{ feature: 'x', values: [true] }] }] }).success).toBe(false)
    expect(comparisonTable.attrs.safeParse({ columns, groups: [] }).success).toBe(false)
    expect(comparisonTable.attrs.safeParse({ columns, groups: [{ rows: [] }] }).success).toBe(false)
    expect(comparisonTable.attrs.safeParse({ columns, groups: [{ rows: [{ feature: 'x', values: [true, 'y'.repeat(61)] }] }] }).success).toBe(false)
    expect(comparisonTable.attrs.safeParse({ columns, groups: [{ rows: [{ feature: 'x', values: [true, 1] }] }] }).success).toBe(false)
  })
})
