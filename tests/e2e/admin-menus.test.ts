import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteText, startConnectedSite, type ConnectedSite } from '../support/connected-site.ts'
import { siteSettingsSchema } from '../../content-schemas/settings.ts'

/**
 * The site's menus are WordPress menus (Appearance → Menus), one set per language
 * (wordpress/site-blocks-api/includes/menus.php): the import writes the dataset's, WordPress answers
 * them as the embedded content API does, and a marketer's change is live on the site at once.
 */
let connected: ConnectedSite

beforeAll(async () => {
  connected = await startConnectedSite()
}, 180_000)

afterAll(async () => {
  await connected?.stop()
})

const LANGS = ['en', 'es', 'fr'] as const

/** The dataset's menus as the embedded content API serves them (zod's output), without the social links (not menus). */
function datasetMenus(lang: string) {
  const { social: _social, ...menus } = siteSettingsSchema.parse(JSON.parse(readFileSync(`content/settings/${lang}.json`, 'utf8'))).menus
  return menus
}

/** What the companion plugin answers for a language's menus. */
async function wordpressMenus(lang: string) {
  return JSON.parse(await connected.wordpress.php(`echo wp_json_encode(site_blocks_api_menu_settings(${JSON.stringify(lang)}));`)) as unknown
}

/** The ids of every item in the site's menu locations. */
const menuItemIds = () =>
  connected.wordpress.php(
    'foreach (get_nav_menu_locations() as $location => $menu) { if ($menu) { echo $location, ":", implode(",", wp_list_pluck((array) wp_get_nav_menu_items($menu), "ID")), "\\n"; } }',
  )

/** The site header's markup in a page. */
const header = (html: string) => /<header class="site-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''

describe('the site menus in WordPress', () => {
  it('answers each language’s imported menus exactly as the embedded content API does', async () => {
    for (const lang of LANGS) {
      const menus = await wordpressMenus(lang)
      expect(menus).toEqual(datasetMenus(lang))
      // Key for key in the schema's order: the same JSON as the embedded API.
      expect(JSON.stringify(menus)).toBe(JSON.stringify(datasetMenus(lang)))
    }
  })

  it('a second import changes no menu', async () => {
    const before = await menuItemIds()
    expect(before.split('\n').filter(Boolean)).toHaveLength(LANGS.length * 5)
    const { stdout } = await promisify(execFile)(
      'bash',
      [
        '-c',
        'set -o pipefail; node_modules/.bin/tsx wordpress/import/export-bundle.ts content | php wordpress/import/import.php "$0"',
        connected.wordpress.dir,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    )
    expect(stdout).toMatch(/^import: /)
    expect(await menuItemIds()).toBe(before)
    // Nor does the dataset as written (zod's defaults not applied): nothing to update.
    for (const lang of LANGS) {
      const path = JSON.stringify(`${process.cwd()}/content/settings/${lang}.json`)
      const updated = await connected.wordpress.php(
        `var_export(site_blocks_api_import_menus(${JSON.stringify(lang)}, json_decode(file_get_contents(${path}), true)["menus"]));`,
      )
      expect(updated).toBe('false')
    }
    expect(await menuItemIds()).toBe(before)
  })

  it('a link a marketer adds to the French main menu in Appearance → Menus is in the French header within 2 s, not the English one', async () => {
    const { page, errors } = connected.admin
    const { wordpress, site } = connected
    // Both headers are cached on the site before the change.
    expect(header((await siteText(site, '/fr/')).html)).toContain('Codes promo')
    expect(header((await siteText(site, '/fr/')).html)).not.toContain('Nouveautés')
    expect(header((await siteText(site, '/')).html)).toContain('Coupons')

    await page.goto(`${wordpress.url}/wp-admin/`)
    errors.length = 0
    await page.locator('#menu-appearance').hover()
    await Promise.all([page.waitForURL(/\/wp-admin\/nav-menus\.php/), page.locator('#menu-appearance .wp-submenu a', { hasText: /^Menus$/ }).click()])
    // The fields the site's conventions use are shown (site-new, site-products, the mega-menu's descriptions).
    await page.locator('#show-settings-link').click()
    expect(await page.getByRole('checkbox', { name: 'CSS Classes' }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Description' }).isChecked()).toBe(true)
    await page.locator('#show-settings-link').click()

    // The French main menu, as the menu picker lists it (with its location).
    const french = page.locator('#select-menu-to-edit option', { hasText: 'Main menu (Français)' })
    await page.locator('#select-menu-to-edit').selectOption(await french.getAttribute('value'))
    await Promise.all([page.waitForURL(/menu=\d+/), page.locator('.manage-menus').getByRole('button', { name: 'Select' }).click()])
    expect(await page.locator('#menu-name').inputValue()).toBe('Main menu (fr)')

    await page.locator('#add-custom-links .accordion-section-title').click()
    await page.locator('#custom-menu-item-url').fill('/blog/')
    await page.locator('#custom-menu-item-name').fill('Nouveautés')
    await page.locator('#submit-customlinkdiv').click()
    await page.locator('#menu-to-edit .menu-item-title', { hasText: 'Nouveautés' }).waitFor()
    await Promise.all([page.waitForLoadState('domcontentloaded'), page.locator('#save_menu_footer').click()])
    await expect.poll(() => page.locator('#message.updated').textContent()).toContain('Main menu (fr) has been updated.')
    const saved = Date.now()

    await expect
      .poll(async () => header((await siteText(site, '/fr/')).html), { timeout: 2000, interval: 100 })
      .toMatch(/<a href="\/fr\/blog\/"[^>]*>Nouveautés<\/a>/)
    console.log(`menus: the French header shows the new link ${Date.now() - saved} ms after the save`)
    expect(header((await siteText(site, '/')).html)).not.toContain('Nouveautés')
    expect(errors).toEqual([])
  }, 90_000)

  it('a page item links to its path without the language prefix, a link on WordPress’s own address becomes its path, site-new shows New', async () => {
    const added = JSON.parse(
      await connected.wordpress.php(`
        $page = get_posts(array("post_type" => "page", "name" => "contact", "meta_key" => "_site_lang", "meta_value" => "es", "fields" => "ids"))[0];
        $menu = get_nav_menu_locations()["footer-company-es"];
        wp_update_nav_menu_item($menu, 0, array("menu-item-type" => "post_type", "menu-item-object" => "page", "menu-item-object-id" => $page, "menu-item-classes" => "site-new", "menu-item-status" => "publish"));
        wp_update_nav_menu_item($menu, 0, array("menu-item-type" => "custom", "menu-item-title" => "Socios de hosting", "menu-item-url" => home_url("/partners/?ref=menu"), "menu-item-status" => "publish"));
        echo wp_json_encode(array("title" => get_the_title($page), "permalink" => get_permalink($page), "footer" => site_blocks_api_menu_settings("es")["footer"]["company"]));
      `),
    ) as { title: string; permalink: string; footer: unknown[] }
    expect(added.permalink).toMatch(/\/es\/contact\/$/)
    expect(added.footer.slice(-2)).toStrictEqual([
      { label: added.title, url: '/contact/', isNew: true },
      { label: 'Socios de hosting', url: '/partners/?ref=menu', isNew: false },
    ])
  })
})
