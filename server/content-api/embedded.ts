import path from 'node:path'
import { loadDataset, type Dataset } from './dataset.ts'
import { createContentApi } from './app.ts'
import { newStoreCredentials } from './store-routes.ts'
import type { StoreCredentials } from '../../cms/resources/store-orders.ts'
import { storeKeyFromEnv } from '../store-settings.ts'

/** Where the dataset lives; the server runs from the repository root. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? 'content')

let dataset: Dataset | undefined
const getDataset = () => (dataset ??= loadDataset(CONTENT_DIR))

/**
 * The key its stand-in store (wc/v3) answers to: STORE_CONSUMER_KEY and STORE_CONSUMER_SECRET when
 * set (so that another site may read this one as its store), else a pair made at start that only
 * this process knows.
 */
export const EMBEDDED_STORE_CREDENTIALS: StoreCredentials = storeKeyFromEnv(process.env) ?? newStoreCredentials()

/** The embedded content API, mounted by the server at /wp-json and reached in-process by the cms client. */
export const embeddedContentApi = createContentApi(getDataset, { store: EMBEDDED_STORE_CREDENTIALS })

/** Base URL the cms client uses for in-process calls (never leaves the process). */
export const EMBEDDED_CMS_URL = 'http://embedded-content/wp-json'

const EMBEDDED_ORIGIN = new URL(EMBEDDED_CMS_URL).origin

/** In-process for the embedded API; any other host (an API on its own host, such as jobs) over the network. */
export const embeddedContentFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  return new URL(request.url).origin === EMBEDDED_ORIGIN ? embeddedContentApi.fetch(request) : fetch(request)
}
