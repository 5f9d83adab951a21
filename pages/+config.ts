import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // SPEC §2: every route ends with a slash; vike answers /x with a 301 to /x/.
  trailingSlash: true,
  // renderer/prefetch-links.ts prefetches instead, with the connection checks vike's own lacks.
  prefetch: { staticAssets: false, pageContext: false },
  passToClient: ['locale', 'settings', 'renderedAt', 'campaignEndsAt', 'checkoutScriptUrl'],
  title: 'weDevs — WordPress plugins for marketplaces, projects and forms',
  description: 'Dokan, WP Project Manager, WP User Frontend and weForms: WordPress plugins and services by weDevs.',
  favicon: '/favicon.svg',
} satisfies Config
