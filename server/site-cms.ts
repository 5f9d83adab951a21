import { createCmsClient, type CmsClient } from '../cms/client.ts'
import { CMS_CACHE_TTL_MS } from '../cms/cache-ttl.ts'
import type { SharedStore } from '../cms/shared-store.ts'
import { EMBEDDED_CMS_URL, EMBEDDED_STORE_CREDENTIALS, embeddedContentFetch } from './content-api/embedded.ts'
import { storeFromEnv } from './store-settings.ts'

/**
 * The site's one content client, made once by the server and handed to everything that reads
 * content (pages get it as `pageContext.cms`). CMS_URL (a WordPress REST root such as
 * `http://127.0.0.1:8080/wp-json`) selects a real WordPress; unset, the embedded content API,
 * reached in process through the fetch this module gives the client.
 */
export function createSiteCms(options: { env?: NodeJS.ProcessEnv; shared?: SharedStore } = {}): CmsClient {
  const env = options.env ?? process.env
  const cmsUrl = env.CMS_URL?.replace(/\/+$/, '')
  /** JOBS_API_URL: the job-listing API's REST root on its own host; unset, the content source's. */
  const jobsBaseURL = env.JOBS_API_URL || undefined
  /** CMS_PREVIEW_USER / CMS_PREVIEW_PASSWORD: a WordPress user and application password to read drafts with. */
  const editorCredentials = env.CMS_PREVIEW_USER && env.CMS_PREVIEW_PASSWORD ? { user: env.CMS_PREVIEW_USER, password: env.CMS_PREVIEW_PASSWORD } : undefined
  /** CMS_TIMEOUT_MS: the time limit of one call to the content source (default 1500). */
  const timeoutMs = env.CMS_TIMEOUT_MS ? Number(env.CMS_TIMEOUT_MS) : undefined
  /** CMS_RETRY_AFTER_MS: after a failed call, how long the source is not asked again (default 5000). */
  const retryAfterMs = env.CMS_RETRY_AFTER_MS ? Number(env.CMS_RETRY_AFTER_MS) : undefined
  const common = { jobsBaseURL, ttlMs: CMS_CACHE_TTL_MS, retryAfterMs, shared: options.shared }
  const store = cmsUrl ? storeFromEnv(env, { baseURL: cmsUrl }) : storeFromEnv(env, { baseURL: EMBEDDED_CMS_URL, credentials: EMBEDDED_STORE_CREDENTIALS })
  if (!store.storeCredentials) console.warn('[store] no STORE_CONSUMER_KEY: the sales popup has no store orders to show')
  return cmsUrl
    ? createCmsClient({ ...common, ...store, baseURL: cmsUrl, editorCredentials, timeoutMs })
    : // In process, a call waits for the event loop, not a network: under load a time limit would only fail pages.
      createCmsClient({ ...common, ...store, baseURL: EMBEDDED_CMS_URL, fetch: embeddedContentFetch, timeoutMs: timeoutMs ?? 60_000 })
}
