import { createSourceHealth, type SourceHealthOptions } from './source-health.ts'
import { createTransport, type TransportOptions } from './transport.ts'
import { createDerivedCache, type DerivedCacheOptions } from './derived-cache.ts'
import { createReadiness } from './readiness.ts'
import { pageEndpoints } from './resources/pages.ts'
import { catalogEndpoints } from './resources/catalog.ts'
import { sitemapItemEndpoints } from './resources/sitemap-items.ts'
import { docEndpoints } from './resources/docs.ts'
import { postEndpoints } from './resources/posts.ts'
import { taxonomyEndpoints } from './resources/taxonomy.ts'
import { commentEndpoints } from './resources/comments.ts'
import { testimonialEndpoints } from './resources/testimonials.ts'
import { reportEndpoints, type ReportOptions } from './resources/reports.ts'
import { storeEndpoints, type StoreOptions } from './resources/store-orders.ts'
import { settingsEndpoints } from './resources/settings.ts'
import { forumEndpoints } from './resources/forum.ts'
import { draftPreviewEndpoints, type DraftPreviewOptions } from './resources/draft-preview.ts'

export type { PostQuery } from './resources/posts.ts'

/** Each part's own options (documented where they are read), given in one object. */
export type CmsClientOptions = TransportOptions & SourceHealthOptions & DerivedCacheOptions & ReportOptions & StoreOptions & DraftPreviewOptions

/**
 * The site's one content client: the transport (cms/transport.ts: schema-checked, cached calls
 * behind the source's circuit breaker) with every resource's endpoint methods (cms/resources/),
 * the cache of what is built from content and the readiness probe, as one object.
 */
export function createCmsClient(options: CmsClientOptions) {
  // One health for the content calls and the readiness probe: what either finds out, the other knows.
  const health = createSourceHealth(options)
  const transport = createTransport(options, health)
  const { clear: clearDerived, ...derivedCache } = createDerivedCache(options)

  return {
    /**
     * The content source's home URL (its REST root without `/wp-json`): WordPress links what it
     * renders there, and the site shows those links as its own paths.
     */
    home: options.baseURL.replace(/\/+$/, '').replace(/\/wp-json$/, ''),

    ...pageEndpoints(transport),
    ...catalogEndpoints(transport),
    ...sitemapItemEndpoints(transport),
    ...docEndpoints(transport),
    ...postEndpoints(transport),
    ...taxonomyEndpoints(transport),
    ...commentEndpoints(transport),
    ...testimonialEndpoints(transport),
    ...reportEndpoints(transport, options),
    ...storeEndpoints(transport, options),
    ...settingsEndpoints(transport),
    ...forumEndpoints(transport),
    ...draftPreviewEndpoints(transport, options),

    clearCache(): void {
      transport.clearCache()
      clearDerived()
    },

    ...derivedCache,
    ...createReadiness(transport, health, options),
  }
}

export type CmsClient = ReturnType<typeof createCmsClient>
