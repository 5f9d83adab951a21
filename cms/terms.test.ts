import { describe, expect, it } from 'vitest'
import { categoryLinks, categoryPath, datePath, findCategory, withDescendants } from './terms.ts'
import type { WpCategory } from '../content-schemas/taxonomy.ts'

const category = (id: number, slug: string, parent = 0): WpCategory => ({ id, slug, name: slug, description: '', parent, count: 1 })
const all = [
  category(10, 'marketplace'),
  category(11, 'vendor-management', 10),
  category(12, 'payments', 10),
  category(13, 'woocommerce'),
  category(30, 'deep', 11),
]

describe('blog terms', () => {
  it('names date archives by year, month and day, zero-padded', () => {
    expect(datePath({ year: 2025 })).toBe('/date/2025/')
    expect(datePath({ year: 2025, month: 2 })).toBe('/date/2025/02/')
    expect(datePath({ year: 2025, month: 2, day: 9 })).toBe('/date/2025/02/09/')
  })

  it('nests category paths under their parents', () => {
    expect(categoryPath(all[0]!, all)).toBe('/category/marketplace/')
    expect(categoryPath(all[1]!, all)).toBe('/category/marketplace/vendor-management/')
    expect(categoryLinks([11, 99], all)).toEqual([{ id: 11, name: 'vendor-management', path: '/category/marketplace/vendor-management/' }])
  })

  it('finds a category only where its path puts it', () => {
    expect(findCategory(['marketplace'], all)?.id).toBe(10)
    expect(findCategory(['marketplace', 'vendor-management'], all)?.id).toBe(11)
    expect(findCategory(['vendor-management'], all)).toBeUndefined()
    expect(findCategory(['woocommerce', 'vendor-management'], all)).toBeUndefined()
  })

  it('lists a category with every category below it', () => {
    expect(withDescendants(all[0]!, all)).toEqual([10, 11, 12, 30])
    expect(withDescendants(all[3]!, all)).toEqual([13])
  })
})
