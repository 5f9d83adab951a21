import type { Config } from 'vike/types'

/** HTML only: the block editor shows the block's server HTML in a frame, with no script of the site. */
export default {
  clientHooks: false,
} satisfies Config
