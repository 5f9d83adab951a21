import type { StoreOptions } from '../cms/resources/store-orders.ts'
import type { SiteConfig } from './config/site-config.ts'

/**
 * Where the sales popup reads the store's WooCommerce orders (SPEC §7): the configured store
 * (STORE_API_URL) or the content source's own root, with the configured read key; with no store of
 * its own, the content source's fallback key (the embedded content's stand-in store answers to one).
 */
export function storeOptions(
  { storeUrl, storeKey }: Pick<SiteConfig['content'], 'storeUrl' | 'storeKey'>,
  fallback: { baseURL: string; credentials?: StoreOptions['storeCredentials'] },
): StoreOptions {
  if (storeKey) return { storeBaseURL: storeUrl ?? fallback.baseURL, storeCredentials: storeKey }
  return { storeBaseURL: storeUrl ?? fallback.baseURL, storeCredentials: storeUrl ? undefined : fallback.credentials }
}
