import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startConnectedSite, type ConnectedSite } from '../support/connected-site.ts'
import { createDraftWithProblems } from '../support/site-checks-page.ts'
import { openDocumentSettings, openEditor, saveDraft, type EditorWindow } from '../support/wp-admin.ts'

/**
 * The site checks in wp-admin (WordPress 7.1, the reference): a draft with four problems (and an h1) shows
 * four findings when the marketer presses Publish; each selects its block; fixing them empties the
 * list. The findings come from the page the site renders, not from the editor's content.
 */
let connected: ConnectedSite
let pageId = 0

beforeAll(async () => {
  connected = await startConnectedSite()
  pageId = await createDraftWithProblems(connected.wordpress)
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
    const listed = () =>
      problems(page).evaluateAll((items) =>
        items.map((item) => ({ check: item.getAttribute('data-check'), path: item.getAttribute('data-path'), text: item.textContent })),
      )
    await expect.poll(async () => (await listed()).length, { timeout: 20_000 }).toBeGreaterThan(0)
    const found = (await listed()).map(({ check, path }) => ({ check, path }))
    expect(found, JSON.stringify(await listed(), null, 1)).toEqual([
      { check: 'broken-link', path: '2' },
      { check: 'block-attributes', path: '5' },
      { check: 'image-alt', path: '3' },
      { check: 'heading-order', path: '4' },
    ])
    await expect.poll(() => problems(page).first().textContent()).toContain('leads to /dokan/pricng/, where the site has no page (404)')

    // Each finding selects its block in the editor.
    const names: Record<string, string> = { '2': 'core/paragraph', '3': 'core/image', '4': 'core/heading', '5': 'site/pricing-table' }
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
      const [, , paragraph, image, heading, pricing] = wp.data.select('core/block-editor').getBlocks()
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
    console.log(`site checks: fixed to "No problems found" in ${Date.now() - fixedAt} ms (300 ms of it the pause the checks wait for)`)
    expect(await problems(page).count()).toBe(0)
    // The notes (no translation yet, no excerpt) are for the Site checks panel, not the pre-publish list.
    await expect.poll(() => prePublish(page).locator('.site-checks__more').textContent()).toMatch(/^And \d+ notes? in the Site checks panel\.$/)

    // The document's Site checks panel shows the same, with the notes listed.
    await page.locator('.editor-post-publish-panel').getByRole('button', { name: 'Cancel' }).click()
    await openDocumentSettings(page)
    const panel = page.locator('.components-panel__body.site-checks-panel')
    const toggle = panel.locator('.components-panel__body-toggle')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await panel.getByText('No problems found').waitFor({ timeout: 20_000 })
    await expect.poll(() => panel.locator('.site-checks__notes [data-check="translation"]').count()).toBe(2)
    expect(errors.filter((line) => !/favicon/.test(line))).toEqual([])
    await saveDraft(page)
  })
  it(
    'warn of a first visit over the budget a marketer sets under Settings → Site, and refuse a budget the site would not take',
    { timeout: 120_000 },
    async () => {
      const { page } = connected.admin
      const saveBudget = async (value: string) => {
        await page.goto(`${connected.wordpress.url}/wp-admin/options-general.php?page=site-settings`)
        await page.getByLabel('First-visit budget (KB)').fill(value)
        await Promise.all([page.waitForURL(/settings-updated=true/), page.getByRole('button', { name: 'Save settings' }).click()])
        return (await page.locator('.notice, .settings-error').allTextContents()).join(' ')
      }
      expect(await saveBudget('5')).toContain('Site checks: first-visit budget')
      expect(await saveBudget('10')).toContain('Settings saved.')
      await openEditor(page, connected.wordpress, { id: pageId })
      await openDocumentSettings(page)
      const panel = page.locator('.components-panel__body.site-checks-panel')
      const toggle = panel.locator('.components-panel__body-toggle')
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      const weight = panel.locator('.site-checks__problems [data-check="page-weight"]')
      await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('over the site’s budget of 10 KB')
      expect(await weight.textContent()).toMatch(/A first visit to this page downloads \d+\.\d KB .*over the site’s budget of 10 KB/)
      expect(await saveBudget('')).toContain('Settings saved.')
    },
  )
})
