import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWordPress, type WordPress } from '../support/wordpress.ts'
import { blockCoverage, formatCoverage, type CoverageRow } from '../../build/block-coverage.ts'
import { renderInWordPress } from '../../build/render-in-wordpress.ts'

/**
 * Every core block of the WordPress the tests run (its registry, not a list typed here), rendered
 * from the corpus WordPress's editor saved: none may show nothing on the site where WordPress
 * shows content.
 */
let wordpress: WordPress
let rows: CoverageRow[]

beforeAll(async () => {
  wordpress = await startWordPress()
  rows = await blockCoverage((samples) => renderInWordPress(wordpress.dir, samples))
  console.log(formatCoverage(rows))
}, 180_000)

afterAll(async () => {
  await wordpress?.stop()
})

describe('core-block coverage', () => {
  it("lists WordPress's whole core registry", () => {
    expect(rows.length).toBeGreaterThanOrEqual(80)
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['core/paragraph', 'core/latest-posts', 'core/embed', 'core/query']))
  })

  it('has a sample of every block the post editor offers', () => {
    expect(rows.filter((row) => row.noSample && row.noSample !== 'not offered by the post editor').map((row) => `${row.name}: ${row.noSample}`)).toEqual([])
  })

  it('shows something on the site for every block WordPress shows something for', () => {
    expect(rows.filter((row) => row.emptyOnSite).map((row) => `${row.name} (${row.rendering}; logged: ${row.logged.join(' | ') || 'nothing'})`)).toEqual([])
  })
})
