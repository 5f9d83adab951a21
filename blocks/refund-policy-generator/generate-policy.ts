/**
 * The return-and-refund policy template, as plain text. It is English on purpose (a legal template);
 * the interface around it is translated. Nothing here produces markup: the component renders every
 * string as text, so whatever a visitor types stays inert.
 */

export const NON_RETURNABLE = ['sale', 'giftCards', 'perishable', 'personalised', 'software', 'hygiene'] as const
export type NonReturnable = (typeof NON_RETURNABLE)[number]

export const SELLS = ['physical', 'digital', 'both'] as const
export type Sells = (typeof SELLS)[number]
export const CONDITIONS = ['unusedOriginal', 'unused', 'any'] as const
export type Condition = (typeof CONDITIONS)[number]
export const RETURN_SHIPPING = ['customer', 'store', 'storeIfFaulty'] as const
export type ReturnShipping = (typeof RETURN_SHIPPING)[number]
export const REFUND_METHODS = ['original', 'storeCredit', 'choice'] as const
export type RefundMethod = (typeof REFUND_METHODS)[number]
export const DAMAGED_HANDLING = ['choice', 'replace', 'refund'] as const
export type DamagedHandling = (typeof DAMAGED_HANDLING)[number]

/** Used when the processing-time field is empty or not a whole number of days from 1 to 365. */
export const DEFAULT_PROCESSING_DAYS = 10
/** How long a marketplace seller has to answer before the marketplace steps in. */
export const SELLER_REPLY_BUSINESS_DAYS = 3

export interface PolicyOptions {
  storeName: string
  websiteUrl: string
  contactEmail: string
  /** Country or jurisdiction whose law governs the policy, free text. */
  jurisdiction: string
  sells: Sells
  windowDays: number
  condition: Condition
  returnShipping: ReturnShipping
  refundMethod: RefundMethod
  processingDays: number | string
  exchanges: boolean
  nonReturnable: readonly NonReturnable[]
  damaged: DamagedHandling
  /** Multi-vendor marketplace where each vendor handles returns of what they sell. */
  vendorHandled: boolean
}

/** What the form starts with; the page's block may preselect what the store sells and who handles returns. */
export function defaultPolicyOptions(windowDays: number, preset: Partial<Pick<PolicyOptions, 'sells' | 'vendorHandled'>> = {}): PolicyOptions {
  const sells = preset.sells ?? 'physical'
  return {
    storeName: '',
    websiteUrl: '',
    contactEmail: '',
    jurisdiction: '',
    sells,
    windowDays,
    condition: 'unusedOriginal',
    returnShipping: 'storeIfFaulty',
    refundMethod: 'original',
    processingDays: DEFAULT_PROCESSING_DAYS,
    exchanges: true,
    nonReturnable: sells === 'digital' ? ['giftCards'] : ['giftCards', 'personalised'],
    damaged: 'choice',
    vendorHandled: preset.vendorHandled ?? true,
  }
}

export type PolicyBlock = { type: 'paragraph'; text: string } | { type: 'list'; ordered: boolean; items: string[] }

export type SectionId =
  'overview' | 'eligibility' | 'nonReturnable' | 'howToReturn' | 'refunds' | 'shipping' | 'exchanges' | 'damaged' | 'marketplace' | 'contact'

export interface PolicySection {
  id: SectionId
  heading: string
  blocks: PolicyBlock[]
}

export interface Policy {
  title: string
  sections: PolicySection[]
}

const NON_RETURNABLE_TEXT: Record<NonReturnable, string> = {
  sale: 'Items bought on sale or with a discount',
  giftCards: 'Gift cards',
  perishable: 'Perishable goods, such as food, flowers and plants',
  personalised: 'Personalised or custom-made items',
  software: 'Downloadable software and other digital products, once downloaded or once the licence key has been shown',
  hygiene: 'Intimate and hygiene products, such as underwear, swimwear and opened cosmetics',
}

const MAX_FIELD_LENGTH = 200

/** One line of visitor text: control characters and line breaks would let it fake sections in the .txt. */
export function cleanField(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_FIELD_LENGTH)
    .trim()
}

export function processingDaysOf(value: number | string): number {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 365 ? n : DEFAULT_PROCESSING_DAYS
}

const days = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
const p = (text: string): PolicyBlock => ({ type: 'paragraph', text })

export function generatePolicy(options: PolicyOptions): Policy {
  const name = cleanField(options.storeName)
  const url = cleanField(options.websiteUrl)
  const email = cleanField(options.contactEmail)
  const jurisdiction = cleanField(options.jurisdiction)
  const store = name || 'our store'
  const Store = name || 'Our store'
  const refundWindow = days(options.windowDays)
  const processing = days(processingDaysOf(options.processingDays))
  const physical = options.sells !== 'digital'
  const digital = options.sells !== 'physical'
  const marketplace = options.vendorHandled
  // "email us at …" works mid-sentence; capitalised where it opens one.
  const contact = email ? `email us at ${email}` : url ? `contact us through ${url}` : 'contact us'
  const thing = options.sells === 'digital' ? 'product' : options.sells === 'both' ? 'item or product' : 'item'
  const nonReturnable = NON_RETURNABLE.filter((category) => options.nonReturnable.includes(category))

  const sections: PolicySection[] = []
  const add = (id: SectionId, heading: string, blocks: PolicyBlock[]) => sections.push({ id, heading, blocks })

  const goods = options.sells === 'physical' ? 'items' : options.sells === 'digital' ? 'digital products' : 'items and digital products'
  add('overview', 'Overview', [
    p(
      `This Return and Refund Policy explains how ${store} handles returns, refunds and exchanges of ${goods} bought ${url ? `on ${url}` : 'from us'}. By placing an order, you agree to it.`,
    ),
    ...(marketplace
      ? [
          p(
            `${Store} is a marketplace: items are sold by independent sellers, who handle returns and refunds of their own items (see "Marketplace sellers"). Where this policy says "we" about a return or refund, it means the seller of the item.`,
          ),
        ]
      : []),
    p(
      jurisdiction
        ? `This policy is governed by the laws of ${jurisdiction}. It does not affect your statutory rights as a consumer under those laws.`
        : 'This policy does not affect your statutory rights under the consumer laws that apply to you.',
    ),
  ])

  const condition = {
    unusedOriginal:
      'To be eligible for a return, an item must be unused, in the same condition that you received it, with its tags attached and in its original packaging.',
    unused: 'To be eligible for a return, an item must be unused and in the same condition that you received it. The original packaging is not required.',
    any: 'Items can be returned in any condition, as long as they are complete, with all their parts and accessories.',
  }[options.condition]
  const digitalEnd = 'Once a digital product is refunded, your licence and download access for it end, and you must delete any copies you have.'
  add('eligibility', 'Eligibility', [
    p(
      options.sells === 'physical'
        ? `You have ${refundWindow} to return an item, counted from the day you receive it.`
        : options.sells === 'digital'
          ? `You can ask for a refund of a digital product within ${refundWindow} of buying it.`
          : `You have ${refundWindow} to return an item, counted from the day you receive it, and ${refundWindow} to ask for a refund of a digital product, counted from the day you buy it.`,
    ),
    ...(physical ? [p(condition)] : []),
    ...(digital ? [p(digitalEnd)] : []),
    p('We need your order number or another proof of purchase to process a return.'),
  ])

  add(
    'nonReturnable',
    'Non-returnable items',
    nonReturnable.length > 0
      ? [
          p('The following cannot be returned or refunded, unless they arrive damaged or defective:'),
          { type: 'list', ordered: false, items: nonReturnable.map((category) => NON_RETURNABLE_TEXT[category]) },
        ]
      : [p('Every item can be returned, as long as it meets the conditions above.')],
  )

  // With vendor-handled returns the seller answers, not the marketplace.
  const replier = marketplace ? 'The seller' : 'We'
  const steps = [
    marketplace
      ? `Open your order, note which seller sold the ${thing}, and send your return request to that seller with your order number and the reason for the return. You can also ${contact}, and we will pass your request on.`
      : `${capitalise(contact)} with your order number, the ${thing} you want to return and the reason for the return.`,
    physical
      ? `${replier} will reply with return instructions and the address to send the item to. Please do not send anything back before you hear from ${marketplace ? 'them' : 'us'}: returns sent without instructions cannot be accepted.`
      : `${replier} will confirm your request and may ask for details of the problem.`,
    ...(physical
      ? ['Pack the item securely, include your order number, and send it with a tracked service. Keep the proof of postage until your refund arrives.']
      : []),
  ]
  add('howToReturn', 'How to start a return', [{ type: 'list', ordered: true, items: steps }])

  const method = {
    original: `Approved refunds are paid to your original payment method within ${processing} of approval. Your bank or card issuer may take a few more days to show the refund.`,
    storeCredit: `Approved refunds are given as store credit within ${processing} of approval. You can use the credit on any future order from ${store}.`,
    choice: `Approved refunds are paid, as you prefer, to your original payment method or as store credit, within ${processing} of approval. A refund to your payment method may take a few more days to show on your statement.`,
  }[options.refundMethod]
  add('refunds', 'Refunds', [
    p(
      physical
        ? `When ${marketplace ? 'the seller receives your return, they' : 'we receive your return, we'} will inspect it and email you to say whether your refund is approved.`
        : `When ${marketplace ? 'the seller has reviewed your request, they' : 'we have reviewed your request, we'} will email you to say whether your refund is approved.`,
    ),
    p(method),
    ...(physical ? [p('Original shipping charges are refunded only when an item is damaged, defective or not what you ordered.')] : []),
    p(`If an approved refund has not reached you after ${processing}, check with your bank or card issuer first, then ${contact}.`),
  ])

  if (physical) {
    const shipping = {
      customer: 'You pay the cost of sending an item back. Return shipping costs are not refundable.',
      store: 'We pay for return shipping: you receive a prepaid return label with your return instructions.',
      storeIfFaulty:
        'We pay for return shipping when an item is damaged, defective or not what you ordered, and send you a prepaid return label. For any other return, you pay the cost of sending the item back, and it is not refundable.',
    }[options.returnShipping]
    add('shipping', 'Shipping costs', [p(shipping)])
  }

  add('exchanges', 'Exchanges', [
    p(
      options.exchanges
        ? options.sells === 'digital'
          ? 'You can exchange a digital product for another product of the same price within the refund window. Start an exchange the same way as a return and tell us what you would like instead.'
          : `We exchange items for a different size, colour or item of the same price. Start an exchange the same way as a return and tell us what you would like instead; the new item is sent once the one you are returning arrives.${options.sells === 'both' ? ' Digital products can be exchanged for another product of the same price within the refund window.' : ''}`
        : `We do not exchange ${options.sells === 'digital' ? 'products' : 'items'}. To get a different one, return the ${thing} you have for a refund and place a new order.`,
    ),
  ])

  const problem =
    options.sells === 'physical'
      ? 'If an item arrives damaged or defective, or is not what you ordered, tell us as soon as you can, with your order number and photos of the item and its packaging.'
      : options.sells === 'digital'
        ? 'If a digital product does not download, does not work as described or is not what you ordered, tell us as soon as you can, with your order number and a description of the problem.'
        : 'If an item arrives damaged or defective, a digital product does not work as described, or you did not get what you ordered, tell us as soon as you can, with your order number and photos or a description of the problem.'
  const paidShipping = physical ? ', including any shipping you paid' : ''
  const remedy = {
    choice: `We will replace it or refund it in full${paidShipping}, whichever you prefer.`,
    replace: `We will send you a replacement at no cost. If a replacement is not available, we will refund it in full${paidShipping}.`,
    refund: `We will refund it in full${paidShipping}.`,
  }[options.damaged]
  add('damaged', 'Damaged or defective items', [
    p(problem),
    p(remedy),
    p('This is in addition to your legal rights for faulty goods, which are not limited by the refund window above.'),
  ])

  if (marketplace) {
    add('marketplace', 'Marketplace sellers', [
      p(
        `${Store} is a marketplace where independent sellers list and sell their own products. Each seller handles returns and refunds of the items they sell; the seller's name is shown on the product page and on your order.`,
      ),
      p('Sellers follow this policy as a minimum. A seller may offer more generous terms, such as a longer refund window, and shows them on their store page.'),
      p('If your order includes items from several sellers, return each item to the seller who sold it. You may receive a separate refund from each seller.'),
      p(
        `If a seller does not answer your return request within ${SELLER_REPLY_BUSINESS_DAYS} business days, or you cannot agree, ${contact} and we will help resolve it.`,
      ),
    ])
  }

  const contactLines = [name, email && `Email: ${email}`, url && `Website: ${url}`].filter(Boolean)
  add(
    'contact',
    'Contact',
    email || url
      ? [p('If you have any questions about this policy, contact us:'), { type: 'list', ordered: false, items: contactLines }]
      : [p(`If you have any questions about this policy, please contact ${store}.`)],
  )

  return { title: name ? `${name} Return and Refund Policy` : 'Return and Refund Policy', sections }
}

/** The policy as a plain-text document: what "Copy policy" and "Download .txt" hand over. */
export function policyToText(policy: Policy): string {
  const parts = [policy.title]
  for (const section of policy.sections) {
    parts.push(section.heading)
    for (const block of section.blocks) {
      parts.push(block.type === 'paragraph' ? block.text : block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n'))
    }
  }
  return `${parts.join('\n\n')}\n`
}

/** `Maison Élise & Co` → `maison-elise-co-refund-policy.txt`. */
export function policyFilename(storeName: string): string {
  const slug = cleanField(storeName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  return slug ? `${slug}-refund-policy.txt` : 'refund-policy.txt'
}
