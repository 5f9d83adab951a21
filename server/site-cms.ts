import { createCmsClient, type CmsClient } from '../cms/client.ts'
import type { SharedStore } from '../cms/shared-store.ts'
import { createEmbeddedContent, type EmbeddedContent } from '../embedded-wordpress/embedded.ts'
import type { SiteConfig } from './config/site-config.ts'
import { storeOptions } from './store-settings.ts'

/**
 * The site's one content client, made once by the server and handed to everything that reads
 * content (pages get it as `pageContext.cms`): a real WordPress at `cmsUrl`, or, without one, the
 * embedded content API, reached in process through the fetch it gives the client.
 */
export function createSiteCms(
  content: SiteConfig['content'],
  { shared, embedded = createEmbeddedContent(content) }: { shared?: SharedStore; embedded?: EmbeddedContent } = {},
): CmsClient {
  const { cmsUrl, jobsBaseURL, cacheTtlMs: ttlMs, retryAfterMs, timeoutMs, editorCredentials } = content
  const common = { jobsBaseURL, ttlMs, retryAfterMs, timeoutMs, shared }
  const store = storeOptions(content, cmsUrl ? { baseURL: cmsUrl } : { baseURL: embedded.baseURL, credentials: embedded.storeCredentials })
  if (!store.storeCredentials) console.warn('[store] no STORE_CONSUMER_KEY: the sales popup has no store orders to show')
  return cmsUrl
    ? createCmsClient({ ...common, ...store, baseURL: cmsUrl, editorCredentials })
    : createCmsClient({ ...common, ...store, baseURL: embedded.baseURL, fetch: embedded.fetch })
}
