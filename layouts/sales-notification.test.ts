import { describe, expect, it } from 'vitest'
import { closeSalesNotificationsFor, isSupportPath, salesNotificationsOff } from './sales-notification.ts'

describe('sales notification rules', () => {
  it('skips the support area only', () => {
    expect(isSupportPath('/support/')).toBe(true)
    expect(isSupportPath('/support/forum/dokan/')).toBe(true)
    expect(isSupportPath('/support-policy/')).toBe(false)
    expect(isSupportPath('/dokan/')).toBe(false)
  })

  it('records closed products as a JSON list, or all when closed outside a product', () => {
    expect(closeSalesNotificationsFor(undefined, 'dokan')).toBe('["dokan"]')
    expect(closeSalesNotificationsFor('["dokan"]', 'wepos')).toBe('["dokan","wepos"]')
    expect(closeSalesNotificationsFor('["dokan"]', 'dokan')).toBe('["dokan"]')
    expect(closeSalesNotificationsFor('["dokan"]', '')).toBe('all')
    expect(closeSalesNotificationsFor('all', 'dokan')).toBe('all')
    expect(closeSalesNotificationsFor('not json', 'dokan')).toBe('["dokan"]')
  })

  it('is off for listed products, or for every product with all', () => {
    expect(salesNotificationsOff(undefined, 'dokan')).toBe(false)
    expect(salesNotificationsOff('["dokan"]', 'dokan')).toBe(true)
    expect(salesNotificationsOff('["dokan"]', 'wepos')).toBe(false)
    expect(salesNotificationsOff('["dokan"]', '')).toBe(false)
    expect(salesNotificationsOff('all', 'wepos')).toBe(true)
    expect(salesNotificationsOff('{"dokan":1}', 'dokan')).toBe(false)
  })
})
