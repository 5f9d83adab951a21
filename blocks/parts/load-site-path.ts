import type { CmsClient } from '../../cms/client.ts'
import { rehomed } from '../markup/rehome-url.ts'

/**
 * Where a link a marketer gave a block goes on this site: a WordPress page linked by its WordPress
 * address (a menu item) becomes the site's path. Server only (it knows the content source).
 */
export async function loadSitePath(url: string, { cms }: { cms: CmsClient }): Promise<string> {
  return rehomed(url, cms.home)
}
