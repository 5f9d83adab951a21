import { describe, expect, it } from 'vitest'
import {
  CONDITIONS,
  DAMAGED_HANDLING,
  DEFAULT_PROCESSING_DAYS,
  NON_RETURNABLE,
  REFUND_METHODS,
  RETURN_SHIPPING,
  cleanField,
  defaultPolicyOptions,
  generatePolicy,
  policyFilename,
  policyToText,
  processingDaysOf,
  type Policy,
  type PolicyOptions,
  type SectionId,
} from './generate-policy.ts'

const base: PolicyOptions = {
  ...defaultPolicyOptions(14),
  storeName: 'Maker Lane',
  websiteUrl: 'https://makerlane.example',
  contactEmail: 'help@makerlane.example',
  jurisdiction: 'Ireland',
}

const sectionText = (policy: Policy, id: SectionId): string => {
  const section = policy.sections.find((s) => s.id === id)
  if (!section) return ''
  return section.blocks.map((b) => (b.type === 'paragraph' ? b.text : b.items.join('\n'))).join('\n')
}

/** The ids of the sections whose text differs between two policies (added or removed sections included). */
function changedSections(a: Policy, b: Policy): SectionId[] {
  const ids = new Set([...a.sections, ...b.sections].map((s) => s.id))
  return [...ids].filter((id) => sectionText(a, id) !== sectionText(b, id) || a.sections.some((s) => s.id === id) !== b.sections.some((s) => s.id === id))
}

const withOption = (change: Partial<PolicyOptions>) => generatePolicy({ ...base, ...change })

describe('generatePolicy: structure', () => {
  it('has every section, in order, for a vendor-handled marketplace selling physical goods', () => {
    expect(generatePolicy(base).sections.map((s) => [s.id, s.heading])).toEqual([
      ['overview', 'Overview'],
      ['eligibility', 'Eligibility'],
      ['nonReturnable', 'Non-returnable items'],
      ['howToReturn', 'How to start a return'],
      ['refunds', 'Refunds'],
      ['shipping', 'Shipping costs'],
      ['exchanges', 'Exchanges'],
      ['damaged', 'Damaged or defective items'],
      ['marketplace', 'Marketplace sellers'],
      ['contact', 'Contact'],
    ])
  })

  it('names the store in the title and the text', () => {
    const policy = generatePolicy(base)
    expect(policy.title).toBe('Maker Lane Return and Refund Policy')
    expect(sectionText(policy, 'overview')).toContain(
      'explains how Maker Lane handles returns, refunds and exchanges of items bought on https://makerlane.example.',
    )
    expect(sectionText(policy, 'marketplace')).toMatch(/^Maker Lane is a marketplace where independent sellers/)
  })

  it('falls back to "our store" when the store name is empty or blank', () => {
    for (const storeName of ['', '   ', '\n\t']) {
      const policy = withOption({ storeName })
      expect(policy.title).toBe('Return and Refund Policy')
      expect(sectionText(policy, 'overview')).toContain('explains how our store handles returns')
      expect(sectionText(policy, 'marketplace')).toMatch(/^Our store is a marketplace/)
      expect(policyToText(policy)).not.toMatch(/undefined|null|\s{2,}[a-z]/)
    }
  })

  it('without an email or website, asks the customer to contact the store', () => {
    const policy = withOption({ contactEmail: '', websiteUrl: '' })
    expect(sectionText(policy, 'contact')).toBe('If you have any questions about this policy, please contact Maker Lane.')
    expect(sectionText(policy, 'overview')).toContain('items bought from us.')
    expect(sectionText(policy, 'howToReturn')).toContain('You can also contact us, and we will pass your request on.')
  })

  it('lists the contact details it has', () => {
    expect(sectionText(generatePolicy(base), 'contact')).toBe(
      'If you have any questions about this policy, contact us:\nMaker Lane\nEmail: help@makerlane.example\nWebsite: https://makerlane.example',
    )
    expect(sectionText(withOption({ contactEmail: '' }), 'howToReturn')).toContain('You can also contact us through https://makerlane.example')
  })
})

describe('generatePolicy: each answer changes the right sentence', () => {
  it('refund window', () => {
    const policy = withOption({ windowDays: 30 })
    expect(changedSections(generatePolicy(base), policy)).toEqual(['eligibility'])
    expect(sectionText(policy, 'eligibility')).toContain('You have 30 days to return an item, counted from the day you receive it.')
    expect(sectionText(withOption({ windowDays: 1 }), 'eligibility')).toContain('You have 1 day to return an item')
  })

  it('item condition', () => {
    const texts = CONDITIONS.map((condition) => sectionText(withOption({ condition }), 'eligibility'))
    expect(texts[0]).toContain('unused, in the same condition that you received it, with its tags attached and in its original packaging.')
    expect(texts[1]).toContain('must be unused and in the same condition that you received it. The original packaging is not required.')
    expect(texts[2]).toContain('Items can be returned in any condition, as long as they are complete')
    for (const condition of CONDITIONS.slice(1)) expect(changedSections(generatePolicy(base), withOption({ condition }))).toEqual(['eligibility'])
  })

  it('who pays return shipping', () => {
    expect(sectionText(withOption({ returnShipping: 'customer' }), 'shipping')).toBe(
      'You pay the cost of sending an item back. Return shipping costs are not refundable.',
    )
    expect(sectionText(withOption({ returnShipping: 'store' }), 'shipping')).toBe(
      'We pay for return shipping: you receive a prepaid return label with your return instructions.',
    )
    expect(sectionText(withOption({ returnShipping: 'storeIfFaulty' }), 'shipping')).toMatch(
      /^We pay for return shipping when an item is damaged, defective or not what you ordered.+For any other return, you pay/,
    )
    for (const returnShipping of RETURN_SHIPPING.filter((r) => r !== base.returnShipping)) {
      expect(changedSections(generatePolicy(base), withOption({ returnShipping }))).toEqual(['shipping'])
    }
  })

  it('refund method and processing time', () => {
    expect(sectionText(withOption({ refundMethod: 'original', processingDays: 5 }), 'refunds')).toContain(
      'Approved refunds are paid to your original payment method within 5 days of approval.',
    )
    expect(sectionText(withOption({ refundMethod: 'storeCredit' }), 'refunds')).toContain(
      'Approved refunds are given as store credit within 10 days of approval. You can use the credit on any future order from Maker Lane.',
    )
    expect(sectionText(withOption({ refundMethod: 'choice' }), 'refunds')).toContain(
      'Approved refunds are paid, as you prefer, to your original payment method or as store credit, within 10 days of approval.',
    )
    for (const refundMethod of REFUND_METHODS.filter((r) => r !== base.refundMethod)) {
      expect(changedSections(generatePolicy(base), withOption({ refundMethod }))).toEqual(['refunds'])
    }
    expect(changedSections(generatePolicy(base), withOption({ processingDays: '3' }))).toEqual(['refunds'])
    expect(sectionText(withOption({ processingDays: '1' }), 'refunds')).toContain('within 1 day of approval')
  })

  it('exchanges', () => {
    expect(sectionText(withOption({ exchanges: true }), 'exchanges')).toMatch(/^We exchange items for a different size, colour or item of the same price\./)
    const none = withOption({ exchanges: false })
    expect(sectionText(none, 'exchanges')).toBe(
      'We do not exchange items. To get a different one, return the item you have for a refund and place a new order.',
    )
    expect(changedSections(generatePolicy(base), none)).toEqual(['exchanges'])
  })

  it('non-returnable categories, in a fixed order', () => {
    const all = withOption({ nonReturnable: [...NON_RETURNABLE].reverse() })
    expect(all.sections.find((s) => s.id === 'nonReturnable')!.blocks[1]).toEqual({
      type: 'list',
      ordered: false,
      items: [
        'Items bought on sale or with a discount',
        'Gift cards',
        'Perishable goods, such as food, flowers and plants',
        'Personalised or custom-made items',
        'Downloadable software and other digital products, once downloaded or once the licence key has been shown',
        'Intimate and hygiene products, such as underwear, swimwear and opened cosmetics',
      ],
    })
    for (const category of NON_RETURNABLE) {
      const policy = withOption({ nonReturnable: [category] })
      expect(sectionText(policy, 'nonReturnable').split('\n')).toHaveLength(2)
      expect(changedSections(withOption({ nonReturnable: [] }), policy)).toEqual(['nonReturnable'])
    }
    expect(sectionText(withOption({ nonReturnable: [] }), 'nonReturnable')).toBe('Every item can be returned, as long as it meets the conditions above.')
  })

  it('damaged or defective items', () => {
    const texts = DAMAGED_HANDLING.map((damaged) => sectionText(withOption({ damaged }), 'damaged'))
    expect(texts[0]).toContain('We will replace it or refund it in full, including any shipping you paid, whichever you prefer.')
    expect(texts[1]).toContain(
      'We will send you a replacement at no cost. If a replacement is not available, we will refund it in full, including any shipping you paid.',
    )
    expect(texts[2]).toContain('We will refund it in full, including any shipping you paid.')
    for (const damaged of DAMAGED_HANDLING.slice(1)) expect(changedSections(generatePolicy(base), withOption({ damaged }))).toEqual(['damaged'])
  })

  it('jurisdiction', () => {
    expect(sectionText(generatePolicy(base), 'overview')).toContain('This policy is governed by the laws of Ireland.')
    const none = withOption({ jurisdiction: '' })
    expect(sectionText(none, 'overview')).toContain('This policy does not affect your statutory rights under the consumer laws that apply to you.')
    expect(changedSections(generatePolicy(base), none)).toEqual(['overview'])
  })

  it('vendor-handled returns: the seller answers, and the marketplace section appears', () => {
    const own = withOption({ vendorHandled: false })
    expect(changedSections(own, generatePolicy(base)).sort()).toEqual(['howToReturn', 'marketplace', 'overview', 'refunds'].sort())
    expect(own.sections.some((s) => s.id === 'marketplace')).toBe(false)
    expect(sectionText(own, 'howToReturn')).toMatch(/^Email us at help@makerlane\.example with your order number/)
    expect(sectionText(own, 'refunds')).toContain('When we receive your return, we will inspect it')
    const vendors = generatePolicy(base)
    expect(sectionText(vendors, 'howToReturn')).toMatch(/^Open your order, note which seller sold the item, and send your return request to that seller/)
    expect(sectionText(vendors, 'refunds')).toContain('When the seller receives your return, they will inspect it')
    expect(sectionText(vendors, 'marketplace')).toContain(
      'If a seller does not answer your return request within 3 business days, or you cannot agree, email us at help@makerlane.example and we will help resolve it.',
    )
  })

  it('digital products: no shipping or item condition; licences end on refund', () => {
    const policy = withOption({ sells: 'digital' })
    expect(policy.sections.map((s) => s.id)).not.toContain('shipping')
    const eligibility = sectionText(policy, 'eligibility')
    expect(eligibility).toContain('You can ask for a refund of a digital product within 14 days of buying it.')
    expect(eligibility).toContain('your licence and download access for it end')
    expect(eligibility).not.toContain('tags attached')
    expect(sectionText(policy, 'howToReturn')).not.toContain('Pack the item')
    expect(sectionText(policy, 'damaged')).toContain('We will replace it or refund it in full, whichever you prefer.')
    // The condition and shipping answers do not matter for downloads.
    expect(withOption({ sells: 'digital', condition: 'any', returnShipping: 'customer' })).toEqual(policy)
  })

  it('both physical and digital products: both rules', () => {
    const policy = withOption({ sells: 'both' })
    expect(sectionText(policy, 'eligibility')).toContain(
      'You have 14 days to return an item, counted from the day you receive it, and 14 days to ask for a refund of a digital product, counted from the day you buy it.',
    )
    expect(sectionText(policy, 'eligibility')).toContain('tags attached')
    expect(policy.sections.map((s) => s.id)).toContain('shipping')
    expect(sectionText(policy, 'exchanges')).toContain('Digital products can be exchanged for another product of the same price')
  })
})

describe('generatePolicy: visitor text stays plain, single-line text', () => {
  it('keeps markup as literal characters (the component renders it as text)', () => {
    const policy = withOption({ storeName: '<img src=x onerror=alert(1)>', contactEmail: '"><script>alert(1)</script>' })
    expect(policy.title).toBe('<img src=x onerror=alert(1)> Return and Refund Policy')
    expect(sectionText(policy, 'contact')).toContain('Email: "><script>alert(1)</script>')
  })

  it('cannot fake sections in the text file with line breaks or control characters', () => {
    const policy = withOption({ storeName: 'Acme\n\nRefunds\n\nNo refunds, ever\u0000' })
    expect(policy.title).toBe('Acme Refunds No refunds, ever Return and Refund Policy')
    expect(policyToText(policy)).not.toContain('\nNo refunds')
  })

  it('cleanField collapses whitespace and caps the length', () => {
    expect(cleanField('  Maker \t Lane\u2028 ')).toBe('Maker Lane')
    expect(cleanField('x'.repeat(500))).toHaveLength(200)
  })
})

describe('processingDaysOf', () => {
  it('takes whole days from 1 to 365, else the default', () => {
    expect(processingDaysOf(5)).toBe(5)
    expect(processingDaysOf('30')).toBe(30)
    for (const bad of ['', ' ', '0', '-3', '2.5', 'ten', 400]) expect(processingDaysOf(bad)).toBe(DEFAULT_PROCESSING_DAYS)
    expect(sectionText(withOption({ processingDays: '' }), 'refunds')).toContain(`within ${DEFAULT_PROCESSING_DAYS} days of approval`)
  })
})

describe('defaultPolicyOptions', () => {
  it('starts with the given window, a multi-vendor marketplace and physical goods unless preset', () => {
    expect(defaultPolicyOptions(30)).toMatchObject({ windowDays: 30, sells: 'physical', vendorHandled: true, nonReturnable: ['giftCards', 'personalised'] })
    expect(defaultPolicyOptions(14, { sells: 'digital', vendorHandled: false })).toMatchObject({
      sells: 'digital',
      vendorHandled: false,
      nonReturnable: ['giftCards'],
    })
  })
})

describe('policyToText', () => {
  it('writes the title, headings, paragraphs and lists as plain text', () => {
    const text = policyToText(withOption({ nonReturnable: ['giftCards'] }))
    expect(text.startsWith('Maker Lane Return and Refund Policy\n\nOverview\n\nThis Return and Refund Policy explains')).toBe(true)
    expect(text).toContain(
      '\n\nNon-returnable items\n\nThe following cannot be returned or refunded, unless they arrive damaged or defective:\n\n- Gift cards\n\n',
    )
    expect(text).toMatch(/\n\nHow to start a return\n\n1\. Open your order.+\n2\. The seller will reply.+\n3\. Pack the item securely/)
    expect(text.endsWith('- Website: https://makerlane.example\n')).toBe(true)
    expect(text).not.toMatch(/<[a-z]/i)
  })
})

describe('policyFilename', () => {
  it('is made from the store name, or generic without one', () => {
    expect(policyFilename('Maker Lane')).toBe('maker-lane-refund-policy.txt')
    expect(policyFilename('Maison Élise & Co.')).toBe('maison-elise-co-refund-policy.txt')
    expect(policyFilename('')).toBe('refund-policy.txt')
    expect(policyFilename('東京')).toBe('refund-policy.txt')
    expect(policyFilename('../../etc/passwd')).toBe('etc-passwd-refund-policy.txt')
    expect(policyFilename('a'.repeat(100))).toBe(`${'a'.repeat(60)}-refund-policy.txt`)
  })
})
