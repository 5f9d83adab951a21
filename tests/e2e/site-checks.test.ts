import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startConnectedSite, type ConnectedSite } from '../support/connected-site.ts'
import { openEditor, type EditorWindow } from '../support/wp-admin.ts'

/**
 * The site checks in wp-admin (WordPress 7.1, the reference): a draft with four problems shows
 * four findings when the marketer presses Publish; each selects its block; fixing them empties the
 * list. The findings come from the page the site renders, not from the editor's content.
 */
let connected: ConnectedSite
let pageId = 0

/** The draft: a broken internal link, an image without alt, an h4 right after an h2, a pricing table with a negative price. */
function draftMarkup(): string {
  const pricing = readFileSync(new URL('../../blocks/pricing-table/fixtures/dokan.html', import.meta.url), 'utf8')
    .trim()
    .replace('"annual":149', '"annual":-149')
  return [
    '<!-- wp:heading -->\n<h2 class="wp-block-heading">Plans for every marketplace</h2>\n<!-- /wp:heading -->',
    '<!-- wp:paragraph -->\n<p>Compare them on <a href="/dokan/pricng/">the pricing page</a>.</p>\n<!-- /wp:paragraph -->',
    '<!-- wp:image {"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="/images/payments.svg" alt=""/></figure>\n<!-- /wp:image -->',
    '<!-- wp:heading {"level":4} -->\n<h4 class="wp-block-heading">What every plan includes</h4>\n<!-- /wp:heading -->',
    pricing,
  ].join('\n\n')
}

beforeAll(async () => {
  connected = await startConnectedSite()
  const post = `array('post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Marketplace plans', 'post_name' => 'marketplace-plans', 'post_content' => ${JSON.stringify(draftMarkup())})`
  pageId = Number(await connected.wordpress.php(`echo wp_insert_post(${post});`))
}, 180_000)

afterAll(async () => {
  await connected?.stop()
})

const prePublish = (page: Page) => page.locator('.editor-post-publish-panel .site-checks')
const problems = (page: Page) => prePublish(page).locator('.site-checks__problems .site-checks__finding')

/** The block at a path of the editor's tree: its name and client id. */
const blockAt = (page: Page, path: string) =>
  page.evaluate((at) => {
    let level = (window as unknown as EditorWindow).wp.data.select('core/block-editor').getBlocks()
    let block = null
    for (const index of at.split('.').map(Number)) {
      block = level[index]
      level = block.innerBlocks
    }
    return { name: block.name as string, clientId: block.clientId as string }
  }, path)

const selectedBlock = (page: Page) =>
  page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/block-editor').getSelectedBlockClientId() as string | null)

describe('the site checks', () => {
  it('show the four problems of a draft when Publish is pressed; each selects its block; fixed, the list empties', { timeout: 180_000 }, async () => {
    const { page, errors } = connected.admin
    await openEditor(page, connected.wordpress, { id: pageId })
    await page.locator('.editor-post-publish-panel__toggle').click()
    await expect.poll(() => problems(page).count(), { timeout: 20_000 }).toBe(4)

    const found = await problems(page).evaluateAll((items) =>
      items.map((item) => ({ check: item.getAttribute('data-check'), path: item.getAttribute('data-path') })),
    )
    expect(found).toEqual([
      { check: 'broken-link', path: '1' },
      { check: 'block-attributes', path: '4' },
      { check: 'image-alt', path: '2' },
      { check: 'heading-order', path: '3' },
    ])
    await expect.poll(() => problems(page).first().textContent()).toContain('leads to /dokan/pricng/, where the site has no page (404)')

    // Each finding selects its block in the editor.
    const names: Record<string, string> = { '1': 'core/paragraph', '2': 'core/image', '3': 'core/heading', '4': 'site/pricing-table' }
    for (const [index, { path }] of found.entries()) {
      await problems(page).nth(index).getByRole('button').click()
      const block = await blockAt(page, path as string)
      expect(block.name).toBe(names[path as string])
      await expect.poll(() => selectedBlock(page)).toBe(block.clientId)
    }

    // Fixed in the editor (unsaved), the list empties within a pause.
    const fixedAt = Date.now()
    await page.evaluate(() => {
      const { wp } = window as unknown as EditorWindow
      const [, paragraph, image, heading, pricing] = wp.data.select('core/block-editor').getBlocks()
      const update = wp.data.dispatch('core/block-editor').updateBlockAttributes
      update(paragraph.clientId, { content: 'Compare them on <a href="/dokan/pricing/">the pricing page</a>.' })
      update(image.clientId, { alt: 'The payment methods we accept' })
      update(heading.clientId, { level: 3 })
      const plans = pricing.attributes.plans.map((plan: { prices: Record<string, number> }, i: number) =>
        i === 0 ? { ...plan, prices: { ...plan.prices, annual: 149 } } : plan,
      )
      update(pricing.clientId, { plans })
    })
    await prePublish(page).getByText('No problems found').waitFor({ timeout: 20_000 })
    console.log(`site checks: fixed to "No problems found" in ${Date.now() - fixedAt} ms (400 ms of it the pause the checks wait for)`)
    expect(await problems(page).count()).toBe(0)
    // The notes (no translation yet, no excerpt) are for the Site checks panel, not the pre-publish list.
    await expect.poll(() => prePublish(page).locator('.site-checks__more').textContent()).toMatch(/^And \d+ notes? in the Site checks panel\.$/)
    expect(errors.filter((line) => !/favicon/.test(line))).toEqual([])
  })
})
