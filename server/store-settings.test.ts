import { describe, expect, it } from 'vitest'
import { storeFromEnv } from './store-settings.ts'

const source = { baseURL: 'https://cms.example/wp-json' }
const embedded = { baseURL: 'http://embedded-content/wp-json', credentials: { key: 'ck_made', secret: 'cs_made' } }

describe('the store the sales popup reads (STORE_API_URL, STORE_CONSUMER_KEY/SECRET)', () => {
  it("is the content source's own WooCommerce by default; the embedded content's stand-in with the key it answers to", () => {
    expect(storeFromEnv({}, source)).toEqual({ storeBaseURL: 'https://cms.example/wp-json', storeCredentials: undefined })
    expect(storeFromEnv({}, embedded)).toEqual({ storeBaseURL: 'http://embedded-content/wp-json', storeCredentials: embedded.credentials })
  })

  it('is a store of its own with its key, kept on the server', () => {
    const env = { STORE_API_URL: 'https://store.example/wp-json/', STORE_CONSUMER_KEY: 'ck_1', STORE_CONSUMER_SECRET: 'cs_1' }
    expect(storeFromEnv(env, embedded)).toEqual({ storeBaseURL: 'https://store.example/wp-json', storeCredentials: { key: 'ck_1', secret: 'cs_1' } })
    // A store of its own is never sent the key made for the embedded stand-in.
    expect(storeFromEnv({ STORE_API_URL: 'https://store.example/wp-json' }, embedded).storeCredentials).toBeUndefined()
    // Over plain http only on this machine.
    expect(storeFromEnv({ ...env, STORE_API_URL: 'http://127.0.0.1:3001/wp-json' }, source).storeBaseURL).toBe('http://127.0.0.1:3001/wp-json')
  })

  it('refuses at start what cannot work, naming the variable', () => {
    expect(() => storeFromEnv({ STORE_API_URL: 'ftp://store.example' }, source)).toThrow(/STORE_API_URL must be an http\(s\) URL/)
    expect(() => storeFromEnv({ STORE_API_URL: 'not a url' }, source)).toThrow(/STORE_API_URL/)
    expect(() => storeFromEnv({ STORE_CONSUMER_KEY: 'ck_1' }, source)).toThrow(/STORE_CONSUMER_KEY and STORE_CONSUMER_SECRET/)
    expect(() => storeFromEnv({ STORE_API_URL: 'http://store.example/wp-json', STORE_CONSUMER_KEY: 'ck_1', STORE_CONSUMER_SECRET: 'cs_1' }, source)).toThrow(
      /must be https to be sent STORE_CONSUMER_KEY/,
    )
  })
})
