import { describe, expect, it } from 'vitest'
import defaultFixture from './fixtures/default.html?raw'
import sidebar from './fixtures/sidebar.html?raw'
import archive from './fixtures/archive.html?raw'
import newsletter from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'
import { fieldAttributes, postedFields } from '../../tests/support/form-markup.ts'

describe('site/newsletter', () => {
  it('renders a required email field and a Subscribe button, which the browser checks until the island runs (then it shows its own flag)', () => {
    const html = renderBlock(newsletter, fixtureAttrs(newsletter, defaultFixture))
    expect(html).toContain('<h2')
    expect(html).not.toMatch(/novalidate/i)
    expect(fieldAttributes(html, 'email')).toMatchObject({ type: 'email', required: '' })
    expect(html).toMatch(/<button type="submit" class="button button--primary">Subscribe<\/button>/)
  })

  it('sidebar: the privacy and terms checkbox is required (the island then keeps the button disabled until it is ticked), in the page language', () => {
    const html = renderBlock(newsletter, fixtureAttrs(newsletter, sidebar), 'es')
    expect(html).toMatch(/<button type="submit" class="button button--primary">Suscribirme<\/button>/)
    expect(html).toContain('href="/es/privacy-policy/"')
    expect(fieldAttributes(html, 'agree')).toMatchObject({ type: 'checkbox', required: '' })
  })

  it('names its audience only when it has one of its own (the archive: coupons); else the server takes the page section’s, and the form posts no form id or tag', () => {
    expect(fixtureAttrs(newsletter, archive)).toMatchObject({ variant: 'archive', audience: 'coupon' })
    expect(fixtureAttrs(newsletter, defaultFixture).audience).toBe('section')
    expect(postedFields(renderBlock(newsletter, fixtureAttrs(newsletter, archive)))).toMatchObject({ audience: 'coupon' })
    const posted = postedFields(renderBlock(newsletter, fixtureAttrs(newsletter, defaultFixture)))
    expect(Object.keys(posted).filter((name) => ['audience', 'formId', 'tag'].includes(name))).toEqual([])
  })

  it('keeps a block saved with the form id of its earlier version (before audiences): the attribute is dropped, the block shown', () => {
    const parsed = newsletter.attrs.safeParse({ variant: 'archive', formId: 480947 })
    expect(parsed.data).toEqual({ variant: 'archive', audience: 'section', privacyHref: '/privacy-policy/' })
    expect(newsletter.attrs.safeParse({ audience: 'everyone' }).success).toBe(false)
  })

  it('rejects an unknown variant or an unsafe privacy link', () => {
    expect(newsletter.attrs.safeParse({ variant: 'popup' }).success).toBe(false)
    expect(newsletter.attrs.safeParse({ privacyHref: 'javascript:alert(1)' }).success).toBe(false)
  })
})
