/** What a document written whole (not by vike-react's renderer) takes of the site: its CSS inline, none of its assets. */
import siteCss from './site.css?inline'
import blocksCss from '../blocks/blocks.css?inline'

/**
 * The site's and the blocks' own styles as text, for documents written whole that take none of the
 * site's stylesheets (the AMP version of a post, the editor's block preview).
 */
export const siteAndBlocksCss = `${siteCss}\n${blocksCss}`

/** vike's injectFilter for such documents: none of the site's scripts or stylesheets. */
export function injectNothing(assets: { inject: unknown }[]): void {
  for (const asset of assets) asset.inject = false
}
