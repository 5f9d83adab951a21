import { describe, expect, it } from 'vitest'
import { closeSalesNotificationsFor, displayOrderTime, isSupportPath, salesNotificationsOff } from './sales-notification.ts'

describe('sales notification rules', () => {
  it("reads relative times of days, weeks, months or years as '12 hours'", () => {
    expect(displayOrderTime('2 days ago')).toBe('12 hours ago')
    expect(displayOrderTime('a day ago')).toBe('12 hours ago')
    expect(displayOrderTime('1 week ago')).toBe('12 hours ago')
    expect(displayOrderTime('3 months ago')).toBe('12 hours ago')
    expect(displayOrderTime('an year ago')).toBe('12 hours ago')
    expect(displayOrderTime('11 years ago')).toBe('12 hours ago')
    expect(displayOrderTime('4 minutes ago')).toBe('4 minutes ago')
    expect(displayOrderTime('3 hours ago')).toBe('3 hours ago')
    expect(displayOrderTime('Sunday')).toBe('Sunday')
  })

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
