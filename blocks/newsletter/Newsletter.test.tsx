import { describe, expect, it } from 'vitest'
import defaultFixture from './fixtures/default.html?raw'
import sidebar from './fixtures/sidebar.html?raw'
import archive from './fixtures/archive.html?raw'
import newsletter from './index.ts'
import { fixtureAttrs } from '../fixture-attrs.ts'
import { renderBlock } from '../../tests/unit/render-block.tsx'

describe('site/newsletter', () => {
  it('renders an email field and a Subscribe button, without browser validation getting in the way', () => {
    const html = renderBlock(newsletter, fixtureAttrs(newsletter, defaultFixture))
    expect(html).toContain('<h2')
    expect(html).toMatch(/<form[^>]+novalidate=""/i)
    expect(html).toMatch(/<input[^>]+type="email"[^>]+name="email"/)
    expect(html).toMatch(/<button type="submit" class="button button--primary">Subscribe<\/button>/)
  })

  it('sidebar: the submit button waits for the privacy and terms checkbox, in the page language', () => {
    const html = renderBlock(newsletter, fixtureAttrs(newsletter, sidebar), 'es')
    expect(html).toMatch(/<button type="submit" class="button button--primary" disabled="">Suscribirme<\/button>/)
    expect(html).toContain('href="/es/privacy-policy/"')
    expect(html).toMatch(/type="checkbox"/)
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
