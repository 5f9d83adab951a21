import { siteAndBlocksCss } from '../../layouts/standalone-document.ts'
import ampLayoutCss from '../../layouts/amp.css?inline'
import postCss from './post.css?inline'

/**
 * The AMP post's CSS, inlined in `<style amp-custom>`: the site's and the blocks' own styles, the
 * post's (this template's) and the AMP layout's, so an AMP post looks like its full version. AMP
 * forbids `!important`. Assembled here, in the blog template: layouts/ imports nothing of templates/.
 */
export const ampCss = [siteAndBlocksCss, postCss, ampLayoutCss].join('\n').replace(/\s*!important/g, '')
