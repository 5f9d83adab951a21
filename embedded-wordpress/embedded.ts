import path from 'node:path'
import { loadDataset, type Dataset } from './dataset.ts'
import { createContentApi } from './app.ts'
import { newStoreCredentials } from './store-routes.ts'
import type { StoreCredentials } from '../content-schemas/store-order.ts'

/** Base URL the cms client uses for in-process calls (never leaves the process). */
export const EMBEDDED_CMS_URL = 'http://embedded-content/wp-json'
const EMBEDDED_ORIGIN = new URL(EMBEDDED_CMS_URL).origin

export interface EmbeddedContentOptions {
  /** Where the dataset lives (CONTENT_DIR), relative to the directory the server runs from. */
  contentDir: string
  /**
   * The key its stand-in store (wc/v3) answers to: the configured store key when set (so that
   * another site may read this one as its store), else a pair made now that only this process knows.
   */
  storeKey: StoreCredentials | null
}

/**
 * The embedded content API over the dataset: mounted by the server at /wp-json, and reached
 * in process by the cms client through `fetch`. The dataset is read at the first call.
 */
export function createEmbeddedContent({ contentDir, storeKey }: EmbeddedContentOptions) {
  let dataset: Dataset | undefined
  const getDataset = () => (dataset ??= loadDataset(path.resolve(contentDir)))
  const storeCredentials = storeKey ?? newStoreCredentials()
  const api = createContentApi(getDataset, { store: storeCredentials })
  /** In process for the embedded API; any other host (an API on its own host, such as jobs) over the network. */
  const fetchContent: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    return new URL(request.url).origin === EMBEDDED_ORIGIN ? api.fetch(request) : fetch(request)
  }
  return { api, fetch: fetchContent, baseURL: EMBEDDED_CMS_URL, storeCredentials, getDataset }
}

export type EmbeddedContent = ReturnType<typeof createEmbeddedContent>
