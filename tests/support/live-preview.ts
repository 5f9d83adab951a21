import type { FrameLocator, Page } from 'playwright-core'
import type { WordPress } from './wordpress.ts'
import { openEditor } from './wp-admin.ts'
import { readFileSync } from 'node:fs'

/** The heading of the page the live preview is shown with. */
export const PREVIEW_PAGE_HEADING = 'Plans for every marketplace'

/** A draft page with a heading, a pricing table and an FAQ: its id. */
export async function createPreviewPage(wordpress: WordPress): Promise<number> {
  const fixture = (path: string) => readFileSync(new URL(`../../blocks/${path}`, import.meta.url), 'utf8')
  const [dokanPricing, pricingFaq] = [fixture('pricing-table/fixtures/dokan.html'), fixture('faq/fixtures/pricing.html')]
  const markup = `<!-- wp:heading -->\n<h2 class="wp-block-heading">${PREVIEW_PAGE_HEADING}</h2>\n<!-- /wp:heading -->\n\n${dokanPricing.trim()}\n\n${pricingFaq.trim()}`
  const post = `array('post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Spring offer', 'post_name' => 'spring-offer', 'post_content' => ${JSON.stringify(markup)})`
  return Number(await wordpress.php(`echo wp_insert_post(${post});`))
}

/** The preview shown beside the canvas (a newer one may be loading behind it). */
export const shownPreview = (page: Page): FrameLocator => page.frameLocator('.site-live-preview__frame.is-shown')

/** Opens the page in the block editor and its live preview from the toolbar, as a marketer does. */
export async function openLivePreview(page: Page, wordpress: WordPress, id: number): Promise<void> {
  await openEditor(page, wordpress, { id })
  await page.getByRole('button', { name: 'Live preview', exact: true }).first().click()
  await shownPreview(page).locator('h2', { hasText: PREVIEW_PAGE_HEADING }).waitFor({ timeout: 20_000 })
}
