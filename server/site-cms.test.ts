import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSiteCms } from './site-cms.ts'
import { parseSiteConfig } from './config/site-config.ts'

afterEach(() => vi.restoreAllMocks())

const contentOf = (env: Record<string, string>) => parseSiteConfig(env).content

describe('the content client the server makes', () => {
  it('says once at start when it has no store key: the sales popup then has no orders to show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const noKey = createSiteCms(contentOf({ CMS_URL: 'https://cms.example/wp-json' }))
    expect(warn.mock.calls).toEqual([['[store] no STORE_CONSUMER_KEY: the sales popup has no store orders to show']])
    expect(await noKey.getSalesReport({ limit: 10 })).toEqual([])

    warn.mockClear()
    createSiteCms(contentOf({ CMS_URL: 'https://cms.example/wp-json', STORE_CONSUMER_KEY: 'ck_1', STORE_CONSUMER_SECRET: 'cs_1' }))
    createSiteCms(contentOf({})) // the embedded content's stand-in store, with the key it answers to
    expect(warn).not.toHaveBeenCalled()
    // A store of its own without a key is no store either.
    createSiteCms(contentOf({ STORE_API_URL: 'https://store.example/wp-json' }))
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
