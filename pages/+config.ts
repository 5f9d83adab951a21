import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // SPEC §2: every route ends with a slash; vike answers /x with a 301 to /x/.
  trailingSlash: true,
  // Pages are HTML: React renders them on the server only, and the browser runs +client.ts, which
  // hydrates the pages' islands alone (docs/architecture.md: "How pages load in the browser").
  clientRouting: false,
  clientHooks: false,
  // …so the page's components are server code: none of them (nor the block render step they call,
  // with the registry's schemas) is built into the pages' client entries.
  meta: {
    Page: { env: { server: true } },
    Layout: { env: { server: true } },
    Wrapper: { env: { server: true } },
  },
  title: 'weDevs — WordPress plugins for marketplaces, projects and forms',
  description: 'Dokan, WP Project Manager, WP User Frontend and weForms: WordPress plugins and services by weDevs.',
  favicon: '/favicon.svg',
} satisfies Config
