import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { PLUGIN_SLUG, stagePlugin, zipPlugin } from '../../build/plugin-package.ts'
import { siteBlocks } from '../../blocks/registry.ts'
import { launchBrowser } from '../support/browser.ts'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { freePort } from '../support/ports.ts'
import { startWordPress, type WordPress } from '../support/wordpress.ts'
import { editorCanvas, insertFromInserter, openEditor, signIn } from '../support/wp-admin.ts'

/**
 * The path a site owner takes: a WordPress without the plugin, its zip (npm run plugin:zip)
 * uploaded in Plugins → Add Plugin → Upload Plugin, activated, and a site block inserted.
 */
const PASSWORD = 'install-admin-password'
const PREVIEW_SECRET = 'install-preview-secret'
let folder = ''
let zip = ''
let wordpress: WordPress
let site: SiteServer
let browser: Browser

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'plugin-zip-'))
  await stagePlugin(path.join(folder, PLUGIN_SLUG))
  zip = zipPlugin(path.join(folder, PLUGIN_SLUG), path.join(folder, `${PLUGIN_SLUG}.zip`)).file
  const port = String(await freePort())
  ;[wordpress, browser] = await Promise.all([
    startWordPress({ WP_BARE: '1', SITE_URL: `http://127.0.0.1:${port}`, PREVIEW_SECRET, WP_ADMIN_PASSWORD: PASSWORD }),
    launchBrowser(),
  ])
  // The site on its embedded content draws the previews (the bare WordPress has no content to read).
  site = await startSite({ PORT: port, PREVIEW_SECRET, EDITOR_ORIGIN: wordpress.url })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await wordpress?.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe('the plugin zip', () => {
  it('installs through Upload Plugin, activates, and its blocks are in the editor with the site’s preview', async () => {
    expect(await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; echo count(get_plugins('/${PLUGIN_SLUG}'));`)).toBe('0')
    const { page, errors, warnings } = await signIn(browser, wordpress, PASSWORD)
    await page.goto(`${wordpress.url}/wp-admin/plugin-install.php`)
    await page.locator('.upload-view-toggle').click()
    await page.locator('#pluginzip').setInputFiles(zip)
    await Promise.all([page.waitForURL(/update\.php\?action=upload-plugin/), page.locator('#install-plugin-submit').click()])
    await expect.poll(() => page.locator('.wrap').innerText()).toContain('Plugin installed successfully.')
    await Promise.all([page.waitForURL(/plugins\.php/), page.getByRole('link', { name: 'Activate Plugin' }).click()])
    expect(await page.locator(`tr[data-plugin="${PLUGIN_SLUG}/${PLUGIN_SLUG}.php"]`).getAttribute('class')).toContain('active')

    errors.length = 0
    warnings.length = 0
    await openEditor(page, wordpress, { postType: 'page' })
    const faq = siteBlocks.find((block) => block.name === 'site/faq')!
    await insertFromInserter(page, faq)
    const canvas = await editorCanvas(page)
    await expect
      .poll(() => canvas.frameLocator('iframe.site-blocks-preview__frame').locator('body').textContent(), { timeout: 15_000 })
      .toContain('Can I get a refund?') // the FAQ's example, drawn by the site
    expect(await canvas.locator('.wp-block[data-type="site/faq"]').count()).toBe(1)
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
  }, 120_000)
})
