/**
 * The README's authoring screenshots, taken from the real wp-admin (WordPress 7.1, the reference)
 * with the site connected: the live preview beside the canvas, a block picked in it, the page at a
 * moment before the campaign ends, and the site checks of a draft as Publish shows them. `npm run docs:screenshots` writes them to docs/authoring/.
 */
import { mkdirSync } from 'node:fs'
import { startConnectedSite } from './connected-site.ts'
import { createPreviewPage, openLivePreview, shownPreview } from './live-preview.ts'
import { createDraftWithProblems } from './site-checks-page.ts'
import { openEditor } from './wp-admin.ts'

const OUT = new URL('../../docs/authoring/', import.meta.url)

async function main() {
  mkdirSync(OUT, { recursive: true })
  const connected = await startConnectedSite()
  try {
    const { page } = connected.admin
    await page.setViewportSize({ width: 1600, height: 900 })
    const id = await createPreviewPage(connected.wordpress)
    await openLivePreview(page, connected.wordpress, id)
    await page.waitForTimeout(500) // the frame's fonts and images settle
    await page.screenshot({ path: new URL('live-preview.png', OUT).pathname })

    await shownPreview(page).locator('site-block[data-block-title="FAQ"]').scrollIntoViewIfNeeded()
    await shownPreview(page).locator('site-block[data-block-title="FAQ"] h2, site-block[data-block-title="FAQ"] summary').first().hover()
    await page.screenshot({ path: new URL('click-to-edit.png', OUT).pathname })

    const end = (await connected.wordpress.php(`echo get_option('site_campaign')['endDate'] ?? '';`)).trim()
    const threeDaysBefore = new Date(Date.parse(`${end.replace(' ', 'T')}+06:00`) - 3 * 86_400_000 + 6 * 3600_000).toISOString().slice(0, 19)
    await page.getByLabel('Show the page at (Asia/Dhaka time)').fill(threeDaysBefore)
    await shownPreview(page).locator('.campaign-banner').waitFor({ timeout: 10_000 })
    await page.waitForTimeout(500)
    await page.screenshot({ path: new URL('campaign-moment.png', OUT).pathname })

    // The site checks of a draft with four problems, as Publish shows them.
    const draft = await createDraftWithProblems(connected.wordpress)
    await openEditor(page, connected.wordpress, { id: draft })
    await page.locator('.editor-post-publish-panel__toggle').click()
    await page.locator('.editor-post-publish-panel .site-checks__problems .site-checks__finding').nth(3).waitFor({ timeout: 20_000 })
    await page.screenshot({ path: new URL('site-checks.png', OUT).pathname })
    console.log(`screenshots: ${OUT.pathname}{live-preview,click-to-edit,campaign-moment,site-checks}.png`)
  } finally {
    await connected.stop()
  }
}

await main()
