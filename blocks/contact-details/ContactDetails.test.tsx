import { describe, expect, it } from 'vitest'
import contactPage from './fixtures/contact-page.html?raw'
import supportOnly from './fixtures/support-only.html?raw'
import contactDetails from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/contact-details', () => {
  it('links email, phone and page channels', () => {
    const html = renderBlock(contactDetails, fixtureAttrs(contactDetails, contactPage), 'es')
    expect(html).toContain('<h2 class="contact-details__heading">Talk to the people who build the plugins</h2>')
    expect(html).toContain('<a href="mailto:sales@wedevs.com" rel="external">sales@wedevs.com</a>')
    expect(html).toContain('<a href="tel:+13025550147" rel="external">+1 302 555 0147</a>')
    // Account pages are outside this site's router; site pages get the language prefix.
    expect(html).toContain('<a href="/account/tickets/" rel="external">Open a support ticket</a>')
    expect(html).toContain('<a href="/es/support/forum/">Support forum</a>')
    expect(html.match(/<h3 class="contact-details__title">/g)).toHaveLength(5)
  })

  it('shows the offices as addresses and the support hours under localized headings', () => {
    const html = renderBlock(contactDetails, fixtureAttrs(contactDetails, contactPage), 'fr')
    expect(html).toContain('<h3>Bureaux</h3>')
    expect(html).toContain('<h4 class="contact-details__office-name">Dhaka headquarters</h4><address>weDevs<br/>Banani, Dhaka 1213<br/>Bangladesh</address>')
    expect(html).toContain('<h3>Horaires du support</h3><p>Sunday to Thursday')
    expect(renderBlock(contactDetails, fixtureAttrs(contactDetails, contactPage))).toContain('<h3>Offices</h3>')
  })

  it('leaves out offices and hours when there are none', () => {
    const html = renderBlock(contactDetails, fixtureAttrs(contactDetails, supportOnly))
    expect(html).not.toContain('<address')
    expect(html).not.toContain('Support hours')
    expect(html).toContain('<a href="/docs/">Read the docs</a>')
  })

  it('shows a link channel without href as text', () => {
    const attrs = contactDetails.attrs.parse({ channels: [{ title: 'Forum', kind: 'link', value: 'Coming soon' }] })
    expect(renderBlock(contactDetails, attrs)).toContain('<p class="contact-details__value">Coming soon</p>')
  })

  it('accepts channels and rejects an unknown kind, an unsafe href or an office without lines', () => {
    expect(contactDetails.attrs.safeParse({ channels: [{ title: 'Sales', kind: 'email', value: 'sales@wedevs.com' }] }).success).toBe(true)
    expect(contactDetails.attrs.safeParse({ channels: [{ title: 'Fax', kind: 'fax', value: '1' }] }).success).toBe(false)
    expect(contactDetails.attrs.safeParse({ channels: [{ title: 'x', kind: 'link', value: 'x', href: 'javascript:alert(1)' }] }).success).toBe(false)
    expect(
      contactDetails.attrs.safeParse({ channels: [{ title: 'Sales', kind: 'email', value: 'a@b.c' }], offices: [{ name: 'Dhaka', lines: [] }] }).success,
    ).toBe(false)
  })
})
