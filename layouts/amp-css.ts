import { siteAndBlocksCss } from './standalone-document.ts'
import postCss from '../templates/blog/post.css?inline'
import ampLayoutCss from './amp.css?inline'

/**
 * The AMP page's CSS, inlined in `<style amp-custom>`: the site's and the blocks' own styles, so an
 * AMP post looks like its full version. AMP forbids `!important`.
 */
export const ampCss = [siteAndBlocksCss, postCss, ampLayoutCss].join('\n').replace(/\s*!important/g, '')
