/**
 * What the plugin's PHP gives the block editor script (includes/editor.php, an inline script before
 * it): every site block's block.json, and the site's address.
 */
import type { BlockJson } from '../../../build/block-json.ts'

export interface EditorConfig {
  blocks: BlockJson[]
  /** The site's public URL (SITE_BLOCKS_SITE_URL), without a trailing slash; '' when not connected. */
  siteUrl: string
}

export const editorConfig: EditorConfig = (globalThis as { siteBlocksEditor?: EditorConfig }).siteBlocksEditor ?? { blocks: [], siteUrl: '' }

/** A URL as the site resolves it: `/images/x.svg` is the site's, not wp-admin's. */
export function onSite(url: string): string {
  return editorConfig.siteUrl && /^\/(?!\/)/.test(url) ? editorConfig.siteUrl + url : url
}
