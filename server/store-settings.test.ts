import { describe, expect, it } from 'vitest'
import { storeOptions } from './store-settings.ts'
import { parseSiteConfig } from './config/site-config.ts'

const source = { baseURL: 'https://cms.example/wp-json' }
const embedded = { baseURL: 'http://embedded-content/wp-json', credentials: { key: 'ck_made', secret: 'cs_made' } }
const contentOf = (env: Record<string, string>) => parseSiteConfig(env).content

describe('the store the sales popup reads (STORE_API_URL, STORE_CONSUMER_KEY/SECRET)', () => {
  it("is the content source's own WooCommerce by default; the embedded content's stand-in with the key it answers to", () => {
    expect(storeOptions(contentOf({}), source)).toEqual({ storeBaseURL: 'https://cms.example/wp-json', storeCredentials: undefined })
    expect(storeOptions(contentOf({}), embedded)).toEqual({ storeBaseURL: 'http://embedded-content/wp-json', storeCredentials: embedded.credentials })
  })

  it('is a store of its own with its key, kept on the server', () => {
    const env = { STORE_API_URL: 'https://store.example/wp-json/', STORE_CONSUMER_KEY: 'ck_1', STORE_CONSUMER_SECRET: 'cs_1' }
    expect(storeOptions(contentOf(env), embedded)).toEqual({ storeBaseURL: 'https://store.example/wp-json', storeCredentials: { key: 'ck_1', secret: 'cs_1' } })
    // A store of its own is never sent the key made for the embedded stand-in.
    expect(storeOptions(contentOf({ STORE_API_URL: 'https://store.example/wp-json' }), embedded).storeCredentials).toBeUndefined()
    // Over plain http only on this machine.
    expect(storeOptions(contentOf({ ...env, STORE_API_URL: 'http://127.0.0.1:3001/wp-json' }), source).storeBaseURL).toBe('http://127.0.0.1:3001/wp-json')
  })

  it('refuses at start what cannot work, naming the variable', () => {
    expect(() => contentOf({ STORE_API_URL: 'ftp://store.example' })).toThrow(/STORE_API_URL="ftp:\/\/store.example": it must be an absolute http or https URL/)
    expect(() => contentOf({ STORE_API_URL: 'not a url' })).toThrow(/STORE_API_URL/)
    expect(() => contentOf({ STORE_CONSUMER_KEY: 'ck_1' })).toThrow(/STORE_CONSUMER_KEY, STORE_CONSUMER_SECRET are set together/)
    expect(() => contentOf({ STORE_API_URL: 'http://store.example/wp-json', STORE_CONSUMER_KEY: 'ck_1', STORE_CONSUMER_SECRET: 'cs_1' })).toThrow(
      /must be https to be sent STORE_CONSUMER_KEY/,
    )
  })
})
