import { createCmsClient, type CmsClient } from '../cms/client.ts'
import type { SharedStore } from '../cms/shared-store.ts'
import type { SourceCallObserver } from '../cms/source-call.ts'
import { createEmbeddedContent, type EmbeddedContent } from '../embedded-wordpress/embedded.ts'
import type { SiteConfig } from './config/site-config.ts'
import { storeOptions } from './store-settings.ts'

export interface SiteCmsOptions {
  /** The store every instance shares (REDIS_URL). */
  shared?: SharedStore
  /** The embedded content API, when the app has made it already. */
  embedded?: EmbeddedContent
  /** Told of each call to the content source (the metrics). */
  onSourceCall?: SourceCallObserver
}

/**
 * The site's one content client, made once by the server and handed to everything that reads
 * content (pages get it as `pageContext.cms`): a real WordPress at `cmsUrl`, or, without one, the
 * embedded content API, reached in process through the fetch it gives the client.
 */
export function createSiteCms(
  content: SiteConfig['content'],
  { shared, embedded = createEmbeddedContent(content), onSourceCall }: SiteCmsOptions = {},
): CmsClient {
  const { cmsUrl, jobsBaseURL, cacheTtlMs: ttlMs, retryAfterMs, timeoutMs, editorCredentials } = content
  const common = { jobsBaseURL, ttlMs, retryAfterMs, timeoutMs, shared, onSourceCall }
  const store = storeOptions(content, cmsUrl ? { baseURL: cmsUrl } : { baseURL: embedded.baseURL, credentials: embedded.storeCredentials })
  if (!store.storeCredentials) console.warn('[store] no STORE_CONSUMER_KEY: the sales popup has no store orders to show')
  return cmsUrl
    ? createCmsClient({ ...common, ...store, baseURL: cmsUrl, editorCredentials })
    : createCmsClient({ ...common, ...store, baseURL: embedded.baseURL, fetch: embedded.fetch })
}
