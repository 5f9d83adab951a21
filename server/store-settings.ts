import type { StoreCredentials, StoreOptions } from '../cms/resources/store-orders.ts'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Where the sales popup reads the store's WooCommerce orders (SPEC §7), from the environment:
 * STORE_API_URL (the store's REST root; unset, the content source's own), STORE_CONSUMER_KEY and
 * STORE_CONSUMER_SECRET (a read-only WooCommerce REST key, kept on the server). `fallback` is the
 * content source's root and, for the embedded content, the key its stand-in store answers to.
 * Settings that cannot work are refused at start, naming the variable.
 */
export function storeFromEnv(env: NodeJS.ProcessEnv, fallback: { baseURL: string; credentials?: StoreCredentials }): StoreOptions {
  const value = env.STORE_API_URL?.trim() ?? ''
  const url = value === '' ? null : URL.canParse(value) ? new URL(value) : null
  if (value !== '' && (url === null || !/^https?:$/.test(url.protocol))) throw new Error(`STORE_API_URL must be an http(s) URL, not '${value}'`)
  const key = storeKeyFromEnv(env)
  const storeBaseURL = url ? url.href.replace(/\/+$/, '') : fallback.baseURL
  if (key && url && url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    throw new Error(`STORE_API_URL must be https to be sent STORE_CONSUMER_KEY: '${value}' would carry the key in the clear`)
  }
  if (key) return { storeBaseURL, storeCredentials: key }
  return { storeBaseURL, storeCredentials: url ? undefined : fallback.credentials }
}

/** STORE_CONSUMER_KEY and STORE_CONSUMER_SECRET, set together or neither (refused at start otherwise). */
export function storeKeyFromEnv(env: NodeJS.ProcessEnv): StoreCredentials | undefined {
  const key = env.STORE_CONSUMER_KEY?.trim() ?? ''
  const secret = env.STORE_CONSUMER_SECRET?.trim() ?? ''
  if (Boolean(key) !== Boolean(secret)) throw new Error('STORE_CONSUMER_KEY and STORE_CONSUMER_SECRET are set together, or neither')
  return key ? { key, secret } : undefined
}
