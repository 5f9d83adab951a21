import siteCss from './site.css?inline'
import blocksCss from '../blocks/blocks.css?inline'
import blogCss from '../blog/blog.css?inline'
import ampLayoutCss from './amp.css?inline'

/**
 * The AMP page's CSS, inlined in `<style amp-custom>`: the site's and the blocks' own styles, so an
 * AMP post looks like its full version. AMP forbids `!important`.
 */
export const ampCss = [siteCss, blocksCss, blogCss, ampLayoutCss].join('\n').replace(/\s*!important/g, '')
