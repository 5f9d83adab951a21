import type { Browser } from 'playwright-core'
import { startSite, type SiteServer } from './site-server.ts'
import { freePort } from './ports.ts'
import { startWordPress, WORDPRESS_TIMEOUT_MS, type WordPress } from './wordpress.ts'
import { launchBrowser } from './browser.ts'
import { signIn, type AdminTab } from './wp-admin.ts'

export const PREVIEW_SECRET = 'connected-preview-secret'
export const PURGE_SECRET = 'connected-purge-secret'
export const ADMIN_PASSWORD = 'connected-admin-password'

export interface ConnectedSite {
  wordpress: WordPress
  site: SiteServer
  browser: Browser
  /** A signed-in wp-admin tab, with the console errors and warnings it has seen. */
  admin: AdminTab
  /** The site's own application password (it reads drafts with it). */
  appPassword: string
  stop: () => Promise<void>
}

/**
 * A real WordPress with the dataset imported and the production site reading it, connected both
 * ways as in production (WordPress sends change notices and preview links to the site; the site
 * reads drafts with an application password), and a marketer signed in to wp-admin in Chromium.
 * `siteEnv`: more settings for the site (NODE_OPTIONS for a controlled clock…).
 */
export async function startConnectedSite(siteEnv: Record<string, string> = {}): Promise<ConnectedSite> {
  const port = String(await freePort())
  const [wordpress, browser] = await Promise.all([
    startWordPress({ SITE_URL: `http://127.0.0.1:${port}`, PREVIEW_SECRET, PURGE_SECRET, WP_ADMIN_PASSWORD: ADMIN_PASSWORD }),
    launchBrowser(),
  ])
  const appPassword = (await wordpress.php('echo WP_Application_Passwords::create_new_application_password(1, array("name" => "site"))[0];')).trim()
  const site = await startSite({
    PORT: port,
    CMS_URL: wordpress.cmsUrl,
    CMS_TIMEOUT_MS: WORDPRESS_TIMEOUT_MS,
    PREVIEW_SECRET,
    PURGE_SECRET,
    CMS_PREVIEW_USER: 'admin',
    CMS_PREVIEW_PASSWORD: appPassword,
    // Nothing expires by itself during a test: what shows at once, shows because WordPress said so.
    CMS_CACHE_SECONDS: '600',
    ...siteEnv,
  })
  const admin = await signIn(browser, wordpress, ADMIN_PASSWORD)
  return {
    wordpress,
    site,
    browser,
    admin,
    appPassword,
    stop: async () => {
      await browser.close()
      await site.stop()
      await wordpress.stop()
    },
  }
}

/** A page of the site as a visitor's first request gets it. */
export async function siteText(site: SiteServer, path: string) {
  const response = await fetch(site.url + path)
  return { status: response.status, headers: response.headers, html: await response.text() }
}
