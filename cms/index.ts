import { createCmsClient } from './client.ts'
import { CMS_CACHE_TTL_MS } from './cache-ttl.ts'
import { EMBEDDED_CMS_URL, embeddedContentFetch } from '../server/content-api/embedded.ts'

/**
 * The site's one content client. CMS_URL (a WordPress REST root such as
 * `http://127.0.0.1:8080/wp-json`) selects a real WordPress; unset, the embedded content API.
 */
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '')
/** JOBS_API_URL: the job-listing API's REST root on its own host; unset, the content source's. */
const jobsBaseURL = process.env.JOBS_API_URL || undefined

/** CMS_PREVIEW_USER / CMS_PREVIEW_PASSWORD: a WordPress user and application password to read drafts with. */
const editorCredentials =
  process.env.CMS_PREVIEW_USER && process.env.CMS_PREVIEW_PASSWORD ? { user: process.env.CMS_PREVIEW_USER, password: process.env.CMS_PREVIEW_PASSWORD } : undefined

/** CMS_TIMEOUT_MS: the time limit of one call to the content source (default 1500). */
const timeoutMs = process.env.CMS_TIMEOUT_MS ? Number(process.env.CMS_TIMEOUT_MS) : undefined
/** CMS_RETRY_AFTER_MS: after a failed call, how long the source is not asked again (default 5000). */
const retryAfterMs = process.env.CMS_RETRY_AFTER_MS ? Number(process.env.CMS_RETRY_AFTER_MS) : undefined

export const cms = cmsUrl
  ? createCmsClient({ baseURL: cmsUrl, jobsBaseURL, ttlMs: CMS_CACHE_TTL_MS, editorCredentials, timeoutMs, retryAfterMs, healthKey: cmsUrl })
  : // In process, a call waits for the event loop, not a network: under load a time limit would only fail pages.
    createCmsClient({ baseURL: EMBEDDED_CMS_URL, jobsBaseURL, ttlMs: CMS_CACHE_TTL_MS, fetch: embeddedContentFetch, timeoutMs: timeoutMs ?? 60_000, retryAfterMs, healthKey: EMBEDDED_CMS_URL })

export { CmsError } from './cms-error.ts'
