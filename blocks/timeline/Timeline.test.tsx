import { describe, expect, it } from 'vitest'
import companyHistory from './fixtures/company-history.html?raw'
import dokanReleases from './fixtures/dokan-releases.html?raw'
import timeline from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/timeline', () => {
  it('renders the milestones as an ordered list, in the order written', () => {
    const html = renderBlock(timeline, fixtureAttrs(timeline, companyHistory))
    expect(html).toContain('<h2 class="timeline__heading">From a plugin folder to 70,000 customers</h2><ol class="timeline__items">')
    expect(html.match(/<li class="timeline__item">/g)).toHaveLength(7)
    expect(html).toContain('<li class="timeline__item"><p class="timeline__when">2012</p><h3 class="timeline__title">weDevs starts in Dhaka</h3>')
    expect(html.indexOf('>2012<')).toBeLessThan(html.indexOf('>2015<'))
    expect(html.indexOf('>2015<')).toBeLessThan(html.indexOf('>Today<'))
  })

  it('leaves out the heading and texts that are not given', () => {
    const html = renderBlock(timeline, fixtureAttrs(timeline, dokanReleases), 'fr')
    expect(html).not.toContain('<h2')
    expect(html).toContain('<h3 class="timeline__title">Wholesale price tiers</h3></li>')
    expect(html.match(/class="timeline__text"/g)).toHaveLength(2)
  })

  it('accepts milestones and rejects an empty list, a missing title or an overlong date', () => {
    expect(timeline.attrs.safeParse({ items: [{ when: '2012', title: 'Founded' }] }).success).toBe(true)
    expect(timeline.attrs.safeParse({ items: [] }).success).toBe(false)
    expect(timeline.attrs.safeParse({ items: [{ when: '2012' }] }).success).toBe(false)
    expect(timeline.attrs.safeParse({ items: [{ when: 'x'.repeat(31), title: 'Founded' }] }).success).toBe(false)
  })
})
