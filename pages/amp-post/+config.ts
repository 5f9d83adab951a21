import type { Config } from 'vike/types'

/** HTML only: AMP pages load no script of the site (pages/amp-post/+onRenderHtml.tsx writes the document). */
export default {
  clientHooks: false,
} satisfies Config
