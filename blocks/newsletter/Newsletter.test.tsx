import { describe, expect, it } from 'vitest'
import defaultFixture from './fixtures/default.html?raw'
import sidebar from './fixtures/sidebar.html?raw'
import archive from './fixtures/archive.html?raw'
import newsletter from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/unit/render-block.tsx'
import { fieldAttributes } from '../../tests/support/form-markup.ts'

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

  it('archive: its own form id; the default form is 480946', () => {
    expect(fixtureAttrs(newsletter, archive)).toMatchObject({ variant: 'archive', formId: 480947 })
    expect(fixtureAttrs(newsletter, defaultFixture).formId).toBe(480946)
  })

  it('rejects an unknown variant or an unsafe privacy link', () => {
    expect(newsletter.attrs.safeParse({ variant: 'popup' }).success).toBe(false)
    expect(newsletter.attrs.safeParse({ privacyHref: 'javascript:alert(1)' }).success).toBe(false)
  })
})
