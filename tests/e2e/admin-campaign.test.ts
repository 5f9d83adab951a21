import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import moment from 'moment-timezone'
import { siteText, startConnectedSite, type ConnectedSite } from '../support/connected-site.ts'
import { openPage, pauseClockAt, waitForHydration } from '../support/browser.ts'
import { withoutStyles } from '../support/page-markup.ts'
import { CAMPAIGN_TIME_ZONE } from '../../cms/campaign-time.ts'

/**
 * The campaign and the site settings, as a marketer edits them on the plugin's wp-admin screens
 * (Campaign; Settings → Site), live on the site at once; the site's server runs on a controlled
 * clock (tests/support/shifted-clock.mjs), so that a campaign can end during the test.
 */
const clockDir = mkdtempSync(path.join(tmpdir(), 'site-clock-'))
const clockFile = path.join(clockDir, 'offset')
let connected: ConnectedSite

beforeAll(async () => {
  writeFileSync(clockFile, '0')
  connected = await startConnectedSite({
    NODE_OPTIONS: `--import ${path.resolve('tests/support/shifted-clock.mjs')}`,
    TEST_CLOCK_FILE: clockFile,
  })
}, 180_000)

afterAll(async () => {
  await connected?.stop()
  rmSync(clockDir, { recursive: true, force: true })
})

/** Moves the site server's clock `ms` ahead of real time, and waits until it has. */
async function shiftSiteClock(ms: number) {
  const said = `clock: +${ms} ms`
  const before = connected.site.logs().split(said).length
  writeFileSync(clockFile, String(ms))
  process.kill(connected.site.pid, 'SIGUSR2')
  await expect.poll(() => connected.site.logs().split(said).length, { timeout: 2000 }).toBe(before + 1)
}

/** `ms` from now in Asia/Dhaka, as the Campaign screen's date field takes it. */
const dhakaIn = (ms: number) =>
  moment(Date.now() + ms)
    .tz(CAMPAIGN_TIME_ZONE)
    .format('YYYY-MM-DDTHH:mm:ss')

async function openCampaignScreen(): Promise<Page> {
  const { page } = connected.admin
  await page.goto(`${connected.wordpress.url}/wp-admin/admin.php?page=site-campaign`)
  return page
}

/** Saves the screen's form; resolves to the notices WordPress shows after it. */
async function save(page: Page, button: string): Promise<string[]> {
  await Promise.all([page.waitForURL(/settings-updated=true/), page.getByRole('button', { name: button }).click()])
  return page.locator('.notice, .settings-error').allTextContents()
}

const banner = (html: string) => /<aside class="campaign-banner"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? null
const countdown = (html: string) => /class="campaign-countdown"[^>]*>([^<]*)</.exec(banner(html) ?? '')?.[1] ?? null

describe('the Campaign screen', () => {
  it('sets the end 3 days ahead (Asia/Dhaka time) and the popup’s button text: the banner counts days and the popup shows the text within 2 s', async () => {
    const { errors, warnings } = connected.admin
    errors.length = 0
    warnings.length = 0
    const page = await openCampaignScreen()
    expect(await page.getByText('Entered and shown in Asia/Dhaka time').count()).toBe(1)
    const end = dhakaIn(3 * 86_400_000 + 3_600_000)
    await page.getByLabel('End (Asia/Dhaka time)').fill(end)
    await page.getByLabel('Popup button text (English)', { exact: true }).fill('Grab 50% off before it ends')
    expect((await save(page, 'Save campaign')).join(' ')).toContain('Settings saved.')
    // The screen shows what was saved, in Dhaka time; the site reads it so.
    // (A datetime field leaves out seconds that are :00.)
    const shown = await page.getByLabel('End (Asia/Dhaka time)').inputValue()
    expect(shown.length === 16 ? `${shown}:00` : shown).toBe(end)
    const settings = (await (await fetch(`${connected.wordpress.cmsUrl}/site/v1/settings?lang=en`)).json()) as { campaign: { endDate: string } }
    expect(settings.campaign.endDate).toBe(end.replace('T', ' '))
    const saved = Date.now()
    await expect.poll(async () => countdown((await siteText(connected.site, '/')).html), { timeout: 2000, interval: 100 }).toBe('3 days')
    console.log(`campaign: banner live ${Date.now() - saved} ms after the save`)

    const visitor = await openPage(connected.browser)
    await pauseClockAt(visitor.page, Date.now())
    await visitor.page.goto(`${connected.site.url}/`)
    await waitForHydration(visitor.page)
    await visitor.page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, clientX: 300, relatedTarget: null, bubbles: true })))
    const popup = visitor.page.getByRole('dialog', { name: 'Wait! Black Friday ends soon' })
    await expect.poll(() => popup.isVisible()).toBe(true)
    expect(await popup.getByRole('link', { name: 'Grab 50% off before it ends' }).getAttribute('href')).toBe('/coupons/')
    // The campaign's colours, through the popup's style.
    expect(await popup.getAttribute('style')).toContain('--popup-button: #6c4de6')
    expect(visitor.errors).toEqual([])
    await visitor.page.context().close()
    // Spanish was left as it was: its own button text.
    expect((await siteText(connected.site, '/es/')).html).not.toContain('Grab 50% off before it ends')
    expect(errors).toEqual([])
    // The screen's script (the colour picker, the media library) warns of nothing.
    expect(warnings).toEqual([])
  })

  it('an end 1 minute ahead counts hours; once it has passed the banner is gone without a purge', async () => {
    const page = await openCampaignScreen()
    await page.getByLabel('End (Asia/Dhaka time)').fill(dhakaIn(60_000))
    expect((await save(page, 'Save campaign')).join(' ')).toContain('Settings saved.')
    await expect.poll(async () => countdown((await siteText(connected.site, '/')).html), { timeout: 2000, interval: 100 }).toMatch(/^0h 0[01]m \d\ds$/)
    // A CDN may keep the page, fresh or stale, no longer than the campaign runs.
    const [, fresh, stale] = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec((await siteText(connected.site, '/')).headers.get('cache-control') ?? '') ?? []
    expect(Number(fresh) + Number(stale)).toBeLessThanOrEqual(60)
    const purges = () =>
      connected.site
        .logs()
        .split('\n')
        .filter((line) => line.includes('[purge]')).length
    const before = purges()
    await shiftSiteClock(2 * 60_000)
    try {
      const { html } = await siteText(connected.site, '/')
      expect(banner(html)).toBeNull()
      expect(withoutStyles(html)).not.toContain('site-footer__campaign')
      expect(purges()).toBe(before)
    } finally {
      await shiftSiteClock(0)
    }
  })

  it('refuses an invalid colour, naming the field; the site keeps the campaign it had', async () => {
    const before = await (await fetch(`${connected.wordpress.cmsUrl}/site/v1/settings?lang=en`)).json()
    const page = await openCampaignScreen()
    await page.getByLabel('End (Asia/Dhaka time)').fill(dhakaIn(5 * 86_400_000))
    // WordPress's colour picker: its button opens the field.
    const row = page.locator('tr', { has: page.locator('th label', { hasText: /^Button colour$/ }) })
    await row.locator('.wp-color-result').click()
    await page.getByLabel('Button colour').fill('red;background:url(//evil.example)')
    const notices = (await save(page, 'Save campaign')).join(' ')
    expect(notices).toContain('Button colour: “red;background:url(//evil.example)” is not a colour (#rgb or #rrggbb).')
    expect(notices).toContain('Nothing was saved.')
    expect(notices).not.toContain('Settings saved.')
    // What was typed is shown again, to be corrected.
    expect(await page.getByLabel('Button colour').inputValue()).toBe('red;background:url(//evil.example)')
    expect(await (await fetch(`${connected.wordpress.cmsUrl}/site/v1/settings?lang=en`)).json()).toEqual(before)
    expect(connected.site.logs()).not.toContain('evil.example')
  })
})

describe('what the screens refuse', () => {
  it('shows a refused value as text in the notice, never as markup', async () => {
    const page = await openCampaignScreen()
    await page.getByLabel('Campaign type').fill('<img src=x onerror="window.injected=1">')
    const notices = (await save(page, 'Save campaign')).join(' ')
    expect(notices).toContain('Campaign type: “<img src=x onerror="window.injected=1">” is not a slug (a-z, 0-9, -).')
    expect(await page.locator('.notice img, .settings-error img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined()
  })

  it('refuses a REST save of the settings with the same problems, as a 400', async () => {
    const authorization = `Basic ${Buffer.from(`admin:${connected.appPassword}`).toString('base64')}`
    const stored = await connected.wordpress.php(`echo wp_json_encode(get_option('site_campaign'));`)
    const campaign = { ...JSON.parse(stored), colors: { ...JSON.parse(stored).colors, background: 'url(x)' } }
    const answer = await fetch(`${connected.wordpress.cmsUrl}/wp/v2/settings`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ site_campaign: campaign }),
    })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { message: string }).message).toContain('Popup background colour: “url(x)” is not a colour')
    expect(await connected.wordpress.php(`echo wp_json_encode(get_option('site_campaign'));`)).toBe(stored)
    // What the schema marks but cannot carry (content-schemas/campaign-date.ts) is checked too.
    const noSuchDay = await fetch(`${connected.wordpress.cmsUrl}/wp/v2/settings`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ site_campaign: { ...JSON.parse(stored), endDate: '2027-02-29 10:00:00' } }),
    })
    expect(((await noSuchDay.json()) as { message: string }).message).toContain('End (Asia/Dhaka time) is no such date and time.')
  })

  it('answers an error naming the field, not the settings, when a value was written behind the screens’ back', async () => {
    const { php, cmsUrl } = connected.wordpress
    const stored = await php(`echo wp_json_encode(get_option('site_campaign'));`)
    try {
      await php(
        `global $wpdb; $c = get_option('site_campaign'); $c['image'] = 'javascript:alert(1)'; $wpdb->update($wpdb->options, array('option_value' => maybe_serialize($c)), array('option_name' => 'site_campaign'));`,
      )
      const answer = await fetch(`${cmsUrl}/site/v1/settings?lang=en`)
      expect(answer.status).toBe(500)
      expect(((await answer.json()) as { message: string }).message).toBe(
        'The site settings are invalid: settings.campaign.popup.image has a link scheme the site does not allow (only http, https, mailto, tel or a path).',
      )
    } finally {
      await php(`update_option('site_campaign', json_decode(${JSON.stringify(stored)}, true));`)
    }
  })
})

describe('the Site settings screen', () => {
  it('a changed social link shows in the footer', async () => {
    const { page } = connected.admin
    await page.goto(`${connected.wordpress.url}/wp-admin/options-general.php?page=site-settings`)
    await page.getByLabel('Facebook link (English)').fill('https://www.facebook.com/weDevsMarketplace')
    expect((await save(page, 'Save settings')).join(' ')).toContain('Settings saved.')
    await expect
      .poll(async () => /<ul class="site-footer__social"[\s\S]*?<\/ul>/.exec((await siteText(connected.site, '/about/')).html)?.[0], {
        timeout: 2000,
        interval: 100,
      })
      .toContain('href="https://www.facebook.com/weDevsMarketplace"')
    // Spanish keeps its own link.
    expect((await siteText(connected.site, '/es/about/')).html).toContain('href="https://www.facebook.com/weDevs"')
  })

  it('refuses a link with a scheme the site does not allow, naming the field', async () => {
    const { page } = connected.admin
    await page.goto(`${connected.wordpress.url}/wp-admin/options-general.php?page=site-settings`)
    await page.getByLabel('YouTube link (Français)').fill('javascript:alert(1)')
    const notices = (await save(page, 'Save settings')).join(' ')
    expect(notices).toContain('YouTube link (Français) has a link scheme the site does not allow')
    expect((await siteText(connected.site, '/fr/')).html).not.toContain('javascript:alert')
  })
})

describe('the mailing-list audiences on the Site settings screen', () => {
  const audiencesIn = async (lang: string) =>
    ((await (await fetch(`${connected.wordpress.cmsUrl}/site/v1/settings?lang=${lang}`)).json()) as { audiences: Record<string, unknown> }).audiences

  it('an audience’s form id and tag are saved once for every language', async () => {
    const { page } = connected.admin
    await page.goto(`${connected.wordpress.url}/wp-admin/options-general.php?page=site-settings`)
    expect(await page.getByLabel('WP Project Manager: form id').inputValue()).toBe('480963')
    await page.getByLabel('WP Project Manager: form id').fill('481000')
    await page.getByLabel('WP Project Manager: tag').fill('project manager pro')
    expect((await save(page, 'Save settings')).join(' ')).toContain('Settings saved.')
    for (const lang of ['en', 'es', 'fr']) expect((await audiencesIn(lang)).pm).toEqual({ formId: 481000, tag: 'project manager pro' })
  })

  it('refuses a tag with markup and a form id that is none, naming each field; the audiences stay as they were', async () => {
    const before = await audiencesIn('en')
    const { page } = connected.admin
    await page.goto(`${connected.wordpress.url}/wp-admin/options-general.php?page=site-settings`)
    await page.getByLabel('Dokan: tag').fill('<script>alert(1)</script>')
    await page.getByLabel('Coupons and deals: form id').fill('-1')
    const notices = (await save(page, 'Save settings')).join(' ')
    expect(notices).toContain('Dokan: tag: “<script>alert(1)</script>” is not a short plain-text tag')
    expect(notices).toContain('Coupons and deals: form id')
    expect(await audiencesIn('en')).toEqual(before)
    expect((await audiencesIn('es')).dokan).toEqual({ formId: 480961, tag: 'dokan' })
  })
})

describe('a WordPress with the settings of an earlier version of the plugin', () => {
  it('moves its per-language options into the menus and the screens once, and answers the same settings', async () => {
    const { php, cmsUrl } = connected.wordpress
    const before = await Promise.all(['en', 'es'].map(async (lang) => (await fetch(`${cmsUrl}/site/v1/settings?lang=${lang}`)).json()))
    // The old shape: one option per language, without what the settings gained since.
    await php(`
      foreach (array('en', 'es') as $l) {
        $s = site_blocks_api_settings($l);
        unset($s['campaign']['popup']['buttonText'], $s['campaign']['popup']['colors'], $s['paymentImage']);
        update_option('site_settings_' . $l, $s);
      }
      delete_option('site_campaign');
      delete_option('site_options');`)
    // The next request to WordPress moves them.
    const after = await Promise.all(['en', 'es'].map(async (lang) => (await fetch(`${cmsUrl}/site/v1/settings?lang=${lang}`)).json()))
    // What the old shape lacked starts as the site's defaults: the button text in English, for Spanish too.
    const withButton = (settings: (typeof before)[0]) => ({
      ...settings,
      campaign: { ...settings.campaign, popup: { ...settings.campaign.popup, buttonText: 'Lock in 50% OFF Now' } },
    })
    expect(after[0]).toEqual(withButton(before[0]))
    expect(after[1]).toEqual(withButton(before[1]))
    expect(await php(`var_export(get_option('site_settings_en'));`)).toBe('false')
  })
})
