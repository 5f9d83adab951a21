import type { ContactDetailsAttrs } from './schema.ts'

type Channel = ContactDetailsAttrs['channels'][number]

/** Where a channel links: mailto: and tel: are built from the shown value; a link without href stays text. */
export function channelHref(channel: Channel): string | undefined {
  switch (channel.kind) {
    case 'email':
      return `mailto:${channel.value.trim()}`
    case 'phone':
      // Dialers read '+1 302 555 0147' fine on screen but the tel: URI must not carry spaces.
      return `tel:${channel.value.replace(/\s+/g, '')}`
    case 'link':
      return channel.href
  }
}
