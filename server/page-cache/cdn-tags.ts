/**
 * The content tags of a page (cms/content-tags.ts) in the headers CDNs purge by:
 * - `Surrogate-Key`, space-separated (Fastly, Varnish xkey);
 * - `Cache-Tag`, comma-separated (Cloudflare).
 * Every page also carries SITE_TAG, so that one purge can drop the whole site.
 *
 * A header is kept under CDN_TAG_HEADER_MAX bytes, far under Fastly's 16 KiB and Cloudflare's 16 KB:
 * a browser receives both headers too (with no CDN in front, or one that passes them on), and on a
 * first visit they share the page's first round trip (about 14 KB) with its HTML; a docs article
 * names every doc of its product's tree (about 2.9 KB a header). A page built from more content than fits (a long list) carries broader tags instead
 * (`items` for its `item:` tags, `slug:pages` for its `slug:pages:…` tags…), and every purge names
 * the broader form of each of its tags too (`cdnPurgeTags`), so such a page is still dropped when
 * what it shows changes.
 */
export const SITE_TAG = 'site'
export const CDN_TAG_HEADER_MAX = 1024

/** The broader tag that stands in for `tag` on a page with too many: its kind (and type). */
export function broaderTag(tag: string): string {
  if (tag.startsWith('item:')) return 'items'
  if (tag.startsWith('comments:')) return 'comments'
  if (tag.startsWith('path:')) return 'paths'
  const slug = /^slug:([^:]+):/.exec(tag)
  return slug ? `slug:${slug[1]}` : tag
}

/** The tags a page sends a CDN: all of its own, or, when they do not fit, the broader ones. */
export function cdnTags(tags: Iterable<string>): string[] {
  // Header-safe tags only (printable ASCII, no separator of either header).
  const all = [SITE_TAG, ...[...tags].filter((tag) => /^[\x21-\x7e]+$/.test(tag) && !tag.includes(','))].sort()
  if (all.join(' ').length <= CDN_TAG_HEADER_MAX) return all
  return [...new Set(all.map(broaderTag))]
}

export function cdnTagHeaders(tags: Iterable<string>): [string, string][] {
  const list = cdnTags(tags)
  return [
    ['Surrogate-Key', list.join(' ')],
    ['Cache-Tag', list.join(',')],
  ]
}

/** What a CDN is asked to purge for a change: its tags, and the broader ones that stand in for them on pages with too many. */
export function cdnPurgeTags(tags: readonly string[]): string[] {
  return [...new Set([...tags, ...tags.map(broaderTag)])]
}
