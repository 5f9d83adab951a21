import { describe, expect, it } from 'vitest'
import { channelHref } from './channel-href.ts'

describe('channelHref', () => {
  it('builds mailto: from an email address', () => {
    expect(channelHref({ title: 'Sales', kind: 'email', value: 'sales@wedevs.com' })).toBe('mailto:sales@wedevs.com')
  })

  it('builds tel: without any whitespace', () => {
    expect(channelHref({ title: 'Phone', kind: 'phone', value: '+1 302 555 0147' })).toBe('tel:+13025550147')
    expect(channelHref({ title: 'Phone', kind: 'phone', value: '+880\u00a01700 000000' })).toBe('tel:+8801700000000')
  })

  it('uses the href of a link, or none when the link has no href', () => {
    expect(channelHref({ title: 'Support', kind: 'link', value: 'Open a ticket', href: '/account/tickets/' })).toBe('/account/tickets/')
    expect(channelHref({ title: 'Support', kind: 'link', value: 'Open a ticket' })).toBeUndefined()
  })
})
