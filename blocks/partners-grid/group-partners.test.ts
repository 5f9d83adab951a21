import { describe, expect, it } from 'vitest'
import { groupPartners } from './group-partners.ts'

const partner = (name: string, category: string) => ({ name, category, text: `${name} works with us.` })

describe('groupPartners', () => {
  it('orders categories by their first appearance and keeps partners in order', () => {
    const groups = groupPartners([
      partner('Pressable', 'Hosting'),
      partner('Stripe', 'Payments'),
      partner('Cloudways', 'Hosting'),
      partner('PayPal', 'Payments'),
    ])
    expect(groups.map((g) => g.category)).toEqual(['Hosting', 'Payments'])
    expect(groups[0]?.partners.map((p) => p.name)).toEqual(['Pressable', 'Cloudways'])
    expect(groups[1]?.partners.map((p) => p.name)).toEqual(['Stripe', 'PayPal'])
  })

  it('treats categories as exact labels and returns nothing for no partners', () => {
    expect(groupPartners([partner('A', 'Hosting'), partner('B', 'hosting')]).map((g) => g.category)).toEqual(['Hosting', 'hosting'])
    expect(groupPartners([])).toEqual([])
  })
})
