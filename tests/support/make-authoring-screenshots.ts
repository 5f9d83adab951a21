/**
 * The authoring guide's screenshots (docs/authoring.md), taken from the real wp-admin (WordPress 7.1, the reference)
 * with the site connected: the live preview beside the canvas, a block picked in it, the page at a
 * moment before the campaign ends, the site checks of a draft as Publish shows them, and a
 * translation outdated by an edit of its English page (its Language panel, the Pages list's filter).
 * `npm run docs:screenshots` writes them to docs/authoring/, where docs/authoring.md shows them.
 */
import { mkdirSync } from 'node:fs'
import { startConnectedSite } from './connected-site.ts'
import { createPreviewPage, openLivePreview, shownPreview } from './live-preview.ts'
import { createDraftWithProblems } from './site-checks-page.ts'
import { languagePanel, openEditor } from './wp-admin.ts'

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

    // A Spanish translation outdated by an edit of its English page: its Language panel, then the Pages list's filter.
    await page.goto(`${connected.wordpress.url}/wp-admin/`) // leaves the editor with its draft as it was
    const spanish = Number(
      await connected.wordpress.php(
        `$en = get_page_by_path('lost-license'); $id = site_blocks_api_create_translation($en, 'es'); wp_update_post(array('ID' => $en->ID, 'post_title' => $en->post_title . ' (2027)')); echo $id;`,
      ),
    )
    await openEditor(page, connected.wordpress, { id: spanish })
    const language = await languagePanel(page)
    await language.locator('.components-notice').first().waitFor({ timeout: 20_000 })
    await page.screenshot({ path: new URL('translation-outdated.png', OUT).pathname })
    await page.goto(`${connected.wordpress.url}/wp-admin/edit.php?post_type=page&site_lang=outdated`)
    await page.screenshot({ path: new URL('translations-outdated-list.png', OUT).pathname })
    console.log(`screenshots: ${OUT.pathname}{live-preview,click-to-edit,campaign-moment,site-checks,translation-outdated,translations-outdated-list}.png`)
  } finally {
    await connected.stop()
  }
}

await main()
