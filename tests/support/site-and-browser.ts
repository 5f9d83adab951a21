import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSite, type SiteServer } from './site-server.ts'
import { launchBrowser } from './browser.ts'

/** The built site on the embedded content and a Chromium, started once for a test file. */
export function withSiteAndBrowser(): { site: SiteServer; browser: Browser } {
  const shared = {} as { site: SiteServer; browser: Browser }
  beforeAll(async () => {
    ;[shared.site, shared.browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await shared.browser?.close()
    await shared.site?.stop()
  })
  return shared
}
