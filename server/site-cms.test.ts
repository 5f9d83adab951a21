import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSiteCms } from './site-cms.ts'

afterEach(() => vi.restoreAllMocks())

describe('the content client the server makes', () => {
  it('says once at start when it has no store key: the sales popup then has no orders to show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const noKey = createSiteCms({ env: { CMS_URL: 'https://cms.example/wp-json' } })
    expect(warn.mock.calls).toEqual([['[store] no STORE_CONSUMER_KEY: the sales popup has no store orders to show']])
    expect(await noKey.getSalesReport({ limit: 10 })).toEqual([])

    warn.mockClear()
    createSiteCms({ env: { CMS_URL: 'https://cms.example/wp-json', STORE_CONSUMER_KEY: 'ck_1', STORE_CONSUMER_SECRET: 'cs_1' } })
    createSiteCms({ env: {} }) // the embedded content's stand-in store, with the key it answers to
    expect(warn).not.toHaveBeenCalled()
    // A store of its own without a key is no store either.
    createSiteCms({ env: { STORE_API_URL: 'https://store.example/wp-json' } })
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
