import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { contentWith, freePort, startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, openPage, pauseClockAt, waitForHydration } from '../support/browser.ts'
import webinarFixture from '../../blocks/webinar-registration/fixtures/upcoming.html?raw'

/** A stand-in forms service: 'down' answers 503; records what it took. */
interface Taken {
  path: string
  body: string
}
const service = { mode: 'up' as 'up' | 'down', taken: [] as Taken[], redirectTo: '' }
let forms: Server
let formsPort: number
let site: SiteServer
let browser: Browser
let content: ReturnType<typeof contentWith>
let dataDir: string

const page = (title: string, blocks: string) => `---\n{ "title": "${title}" }\n---\n<!-- wp:site/hero {"heading":"${title}"} /-->\n\n${blocks}\n`

function siteEnv(): Record<string, string> {
  return {
    CONTENT_DIR: content.dir,
    FORMS_DB: path.join(dataDir, 'forms.sqlite'),
    FORMS_API_URL: `http://127.0.0.1:${formsPort}/api`,
    FORMS_RETRY_BASE_MS: '400',
    // Every test posts from this one address: the per-minute limit has its own test (server/api/forms.test.ts).
    FORMS_POSTS_PER_MINUTE: '1000',
    DEMO_REDIRECT_HOSTS: `127.0.0.1:${formsPort}`,
    MAILING_LIST_SUBSCRIBE_URL: `http://127.0.0.1:${formsPort}/mailing-list/subscribe`,
  }
}

beforeAll(async () => {
  formsPort = await freePort()
  forms = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.url?.startsWith('/demo-admin')) {
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end('<title>Demo admin</title><h1>Demo admin</h1>')
      }
      if (service.mode === 'down') {
        res.writeHead(503)
        return res.end()
      }
      service.taken.push({ path: req.url ?? '', body })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ success: true, ...(service.redirectTo ? { redirect_to: service.redirectTo } : {}) }))
    })
  })
  await new Promise<void>((resolve) => forms.listen(formsPort, '127.0.0.1', resolve))
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-forms-'))
  content = contentWith(null, (dir) => {
    mkdirSync(path.join(dir, 'pages/en/dokan'), { recursive: true })
    writeFileSync(
      path.join(dir, 'pages/en/dokan/newsletter-forms.html'),
      page(
        'Newsletter forms',
        [
          '<!-- wp:site/newsletter {"heading":"Default"} /-->',
          '<!-- wp:site/newsletter {"variant":"sidebar","heading":"Sidebar"} /-->',
          '<!-- wp:site/newsletter {"variant":"archive","heading":"Archive","formId":480947} /-->',
        ].join('\n\n'),
      ),
    )
    writeFileSync(
      path.join(dir, 'pages/en/demo-forms.html'),
      page(
        'Demo forms',
        [
          '<!-- wp:site/demo-form {"variant":"a","heading":"Form A","formId":4711,"redirectUrl":"https://dokan-demo.wedevs.com/wp-admin/"} /-->',
          '<!-- wp:site/demo-form {"variant":"c","heading":"Form C"} /-->',
          '<!-- wp:site/demo-form {"variant":"b","heading":"Form B","category":"Multi-vendor marketplace","tag":"dokan-demo","display":"inline"} /-->',
        ].join('\n\n'),
      ),
    )
    writeFileSync(path.join(dir, 'pages/en/webinar-forms.html'), page('Webinar forms', webinarFixture))
  })
  ;[site, browser] = await Promise.all([startSite(siteEnv()), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await new Promise((resolve) => forms?.close(resolve))
  content?.remove()
  rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(() => {
  service.mode = 'up'
  service.taken = []
  service.redirectTo = ''
})

async function open(url: string, { clock = false } = {}) {
  const { page, errors } = await openPage(browser)
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname))
  if (clock) await pauseClockAt(page, Date.now())
  await page.goto(site.url + url)
  await waitForHydration(page)
  return { page, errors, posts }
}

const form = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })

/**
 * A page whose forms were filled in before they hydrated, as autofill, a password manager or a fast
 * typist does: its scripts are held until `fill` has set the fields' values in the DOM, without
 * focus or input events.
 */
async function openFilledBeforeHydration(url: string, fill: Record<string, Record<string, string | true>>) {
  const { page, errors } = await openPage(browser)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(site.url + url, { waitUntil: 'commit' })
  await page.waitForSelector('main form')
  expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0)
  await page.evaluate((fill) => {
    for (const [heading, fields] of Object.entries(fill)) {
      const section = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === heading)!
      for (const [name, value] of Object.entries(fields)) {
        const field = section.querySelector<HTMLInputElement>(`[name="${name}"]`)!
        if (value === true) field.checked = true
        else field.value = value
      }
    }
  }, fill)
  release()
  await waitForHydration(page)
  return { page, errors }
}

describe('newsletter form', () => {
  it("an invalid email sends nothing and reads 'Is that an email?' for 3 s", async () => {
    const { page, posts } = await open('/dokan/newsletter-forms/', { clock: true })
    const newsletter = form(page, 'Default')
    await newsletter.getByLabel('Email address').fill('ana@example')
    await newsletter.getByRole('button').click()
    await expect.poll(() => newsletter.getByRole('button').textContent()).toBe('Is that an email?')
    await page.clock.runFor(2999)
    expect(await newsletter.getByRole('button').textContent()).toBe('Is that an email?')
    await page.clock.runFor(1)
    await expect.poll(() => newsletter.getByRole('button').textContent()).toBe('Subscribe')
    expect(posts).toEqual([])
    await page.context().close()
  })

  it("shows 'Sending...', then 'Thanks for subscribing!'; the service gets the email and the section's tag", async () => {
    const { page, errors } = await open('/dokan/newsletter-forms/')
    const newsletter = form(page, 'Default')
    await newsletter.getByLabel('Email address').fill('ana@example.com')
    const clicked = newsletter.getByRole('button').click()
    await expect.poll(() => newsletter.getByRole('button').textContent()).toBe('Sending...')
    await clicked
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe('Thanks for subscribing!')
    expect(service.taken).toHaveLength(1)
    expect(service.taken[0]!.path).toBe('/api/forms/480946/entries')
    expect(service.taken[0]!.body).toMatch(/name="email"\r\n\r\nana@example.com/)
    expect(service.taken[0]!.body).toMatch(/name="tag"\r\n\r\ndokan/)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sidebar: Subscribe is enabled only once the privacy and terms box is ticked', async () => {
    const { page } = await open('/dokan/newsletter-forms/')
    const sidebar = form(page, 'Sidebar')
    expect(await sidebar.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true)
    await sidebar.getByRole('checkbox').check()
    expect(await sidebar.getByRole('button', { name: 'Subscribe' }).isEnabled()).toBe(true)
    await page.context().close()
  })

  it('archive: after subscribing it sets its cookie for 30 days and closes 4 s later, for good', async () => {
    const { page } = await open('/dokan/newsletter-forms/', { clock: true })
    const archive = form(page, 'Archive')
    await archive.getByLabel('Email address').fill('ana@example.com')
    await archive.getByRole('button').click()
    await page.clock.runFor(300) // the 200 ms minimum of 'Sending...'
    await expect.poll(() => archive.getByRole('status').textContent()).toBe('Thanks for subscribing!')
    // Written by the effect that follows the success message's render: it may land just after it.
    const subscribed = async () => (await page.context().cookies()).find((c) => c.name === 'newsletter_subscribed')
    await expect.poll(async () => (await subscribed())?.value).toBe('true')
    const cookie = await subscribed()
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(30 * 86400 - 120)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(30 * 86400 + 120)
    // The success state arrived somewhere in the 200–300 ms step above, so its 4 s timer ends
    // between 4200 and 4300 ms: still open at 4150, closed by 4350.
    await page.clock.runFor(3850)
    expect(await archive.count()).toBe(1)
    await page.clock.runFor(200)
    await expect.poll(() => archive.count()).toBe(0)
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { name: 'Archive', exact: true }).count()).toBe(0)
    await page.context().close()
  })
})

describe('forms filled in before they hydrated', () => {
  it('every form sends what its fields held: newsletter ×3, demo A, B and C, webinar', async () => {
    const newsletters = await openFilledBeforeHydration('/dokan/newsletter-forms/', {
      Default: { email: 'default@example.com' },
      Sidebar: { email: 'sidebar@example.com', agree: true },
      Archive: { email: 'archive@example.com' },
    })
    for (const heading of ['Default', 'Sidebar', 'Archive']) {
      await form(newsletters.page, heading).getByRole('button').click()
      await expect.poll(() => form(newsletters.page, heading).getByRole('status').textContent()).toBe('Thanks for subscribing!')
    }
    expect(service.taken.map((t) => /name="email"\r\n\r\n([^\r]+)/.exec(t.body)?.[1])).toEqual(['default@example.com', 'sidebar@example.com', 'archive@example.com'])
    expect(newsletters.errors).toEqual([])
    await newsletters.page.context().close()

    service.taken = []
    const demos = await openFilledBeforeHydration('/demo-forms/', {
      'Form A': { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', agree: true },
      'Form C': { firstName: 'Lin', email: 'lin@example.com', agree: true },
      'Form B': { firstName: 'Bo', lastName: 'Berg', email: 'bo@example.com', phone: '+46 70 123', company: 'Berg AB', agree: true },
    })
    await demos.page.route('https://dokan-demo.wedevs.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Dokan demo</title>' }))
    // The country list comes with hydration (the browser names the countries).
    await form(demos.page, 'Form B').getByLabel('Country').selectOption('SE')
    for (const heading of ['Form C', 'Form B']) {
      await form(demos.page, heading).getByRole('button', { name: 'Get instant access' }).click()
      await expect.poll(() => form(demos.page, heading).getByRole('status').count()).toBe(1)
    }
    await form(demos.page, 'Form A').getByRole('button', { name: 'Get instant access' }).click()
    await expect.poll(() => service.taken.length).toBe(3)
    expect(service.taken.find((t) => t.path === '/api/forms/480150/entries')?.body).toBe(JSON.stringify({ name: 'Lin', email_address: 'lin@example.com' }))
    const b = JSON.parse(service.taken.find((t) => t.path === '/mailing-list/subscribe')!.body) as Record<string, string>
    expect([b.first_name, b.last_name, b.email, b['wemail-phone-number'], b['custom[company]'], b['wemail-country']]).toEqual(['Bo', 'Berg', 'bo@example.com', '+46 70 123', 'Berg AB', 'SE'])
    expect(service.taken.find((t) => t.path === '/api/forms/4711/entries')?.body).toBe(JSON.stringify({ name_1829303383: 'Ana Diaz', email_8674284572: 'ana@example.com' }))
    await demos.page.context().close()

    service.taken = []
    const webinar = await openFilledBeforeHydration('/webinar-forms/', { 'Save your seat': { firstName: 'Ana', email: 'seat@example.com', agree: true } })
    await form(webinar.page, 'Save your seat').getByRole('button', { name: 'Save my seat' }).click()
    await expect.poll(() => form(webinar.page, 'Save your seat').getByRole('status').count()).toBe(1)
    expect(JSON.parse(service.taken[0]!.body)).toMatchObject({ name: 'Ana', email: 'seat@example.com' })
    await webinar.page.context().close()
  })
})

describe('a submission while the service is down', () => {
  it('a subscription is stored, survives a restart, and is delivered once the service answers again', async () => {
    service.mode = 'down'
    const { page } = await open('/dokan/newsletter-forms/')
    const newsletter = form(page, 'Default')
    await newsletter.getByLabel('Email address').fill('kept@example.com')
    await newsletter.getByRole('button').click()
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe('Thanks for subscribing!')
    await page.context().close()
    await site.stop()
    site = await startSite(siteEnv()) // the same outbox (FORMS_DB)
    expect(service.taken).toEqual([])
    service.mode = 'up'
    await expect.poll(() => service.taken.map((t) => /name="email"\r\n\r\n([^\r]+)/.exec(t.body)?.[1]), { timeout: 10_000 }).toEqual(['kept@example.com'])
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(service.taken).toHaveLength(1) // delivered once
    expect(site.logs()).toContain('delivered after')
  })

  it("a demo request shows 'Something went wrong! Please try again.', keeps the form, and the lead is delivered later, once", async () => {
    service.mode = 'down'
    const { page } = await open('/demo-forms/')
    const demo = form(page, 'Form C')
    await demo.getByLabel('First name').fill('Lin')
    await demo.getByLabel('Email address').fill('lin@example.com')
    await demo.getByRole('checkbox').check()
    await demo.getByRole('button', { name: 'Get instant access' }).click()
    await expect.poll(() => demo.getByRole('alert').textContent()).toBe('Something went wrong! Please try again.')
    expect(await demo.getByLabel('First name').inputValue()).toBe('Lin')
    service.mode = 'up'
    await expect.poll(() => service.taken, { timeout: 10_000 }).toHaveLength(1)
    expect(service.taken[0]).toEqual({ path: '/api/forms/480150/entries', body: JSON.stringify({ name: 'Lin', email_address: 'lin@example.com' }) })
    // Trying again is the same submission: the visitor gets the success, the service no duplicate.
    await demo.getByRole('button', { name: 'Get instant access' }).click()
    await expect.poll(() => demo.getByRole('status').textContent()).toBe("Thanks for your interest. You're now being redirected to the Demo installation.")
    expect(service.taken).toHaveLength(1)
    await page.context().close()
  })
})

describe('webinar registration', () => {
  it("a seat taken while the service is down reads 'You're registered!' and reaches the service once it answers", async () => {
    service.mode = 'down'
    const { page, errors } = await open('/webinar-forms/?webinar=vendor-onboarding-that-scales')
    const registration = form(page, 'Save your seat')
    // The webinar list's link preselects its webinar.
    await expect.poll(() => registration.getByLabel('Webinar').inputValue()).toBe('vendor-onboarding-that-scales')
    await registration.getByLabel('First name').fill('Ana')
    await registration.getByLabel('Email address').fill('ana@example.com')
    await registration.getByRole('checkbox').check()
    const clicked = registration.getByRole('button', { name: 'Save my seat' }).click()
    await expect.poll(() => registration.getByRole('button').textContent()).toBe('Sending...')
    await clicked
    await expect.poll(() => registration.getByRole('status').textContent()).toBe("You're registered! We've emailed you the link to join.")
    expect(service.taken).toEqual([])
    service.mode = 'up'
    await expect.poll(() => service.taken, { timeout: 10_000 }).toHaveLength(1)
    expect(service.taken[0]).toEqual({
      path: '/api/forms/481200/entries',
      body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', webinar: 'vendor-onboarding-that-scales' }),
    })
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('demo forms', () => {
  it("form C follows the service's redirect_to to an allow-listed demo host", async () => {
    service.redirectTo = `http://127.0.0.1:${formsPort}/demo-admin/?login=lin`
    const { page } = await open('/demo-forms/')
    const demo = form(page, 'Form C')
    await demo.getByLabel('First name').fill('Lin')
    await demo.getByLabel('Email address').fill('lin@example.com')
    await demo.getByRole('checkbox').check()
    await demo.getByRole('button', { name: 'Get instant access' }).click()
    await expect.poll(() => demo.getByRole('status').textContent()).toBe("Thanks for your interest. You're now being redirected to the Demo installation.")
    await page.waitForURL(`http://127.0.0.1:${formsPort}/demo-admin/?login=lin`)
    await page.context().close()
  })

  it('a redirect_to elsewhere is not followed', async () => {
    service.redirectTo = 'https://evil.example/phish'
    const { page } = await open('/demo-forms/')
    const demo = form(page, 'Form C')
    await demo.getByLabel('First name').fill('Lin')
    await demo.getByLabel('Email address').fill('lin@example.com')
    await demo.getByRole('checkbox').check()
    await demo.getByRole('button', { name: 'Get instant access' }).click()
    await expect.poll(() => demo.getByRole('status').count()).toBe(1)
    await page.waitForTimeout(2000)
    expect(page.url()).toBe(`${site.url}/demo-forms/`)
    await page.context().close()
  })

  it("form A sends the joined name and email to its form and goes to the block's redirect URL instead", async () => {
    service.redirectTo = `http://127.0.0.1:${formsPort}/demo-admin/`
    const { page } = await open('/demo-forms/')
    await page.route('https://dokan-demo.wedevs.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Dokan demo</title>' }))
    const demo = form(page, 'Form A')
    await demo.getByLabel('First name').fill('Ana')
    await demo.getByLabel('Last name').fill('Diaz')
    await demo.getByLabel('Email address').fill('ana@example.com')
    await demo.getByRole('checkbox').check()
    await demo.getByRole('button', { name: 'Get instant access' }).click()
    await page.waitForURL('https://dokan-demo.wedevs.com/wp-admin/')
    expect(service.taken).toEqual([{ path: '/api/forms/4711/entries', body: JSON.stringify({ name_1829303383: 'Ana Diaz', email_8674284572: 'ana@example.com' }) }])
    await page.context().close()
  })

  it('the server validates with the same schemas', async () => {
    const post = (kind: string, body: unknown) =>
      fetch(`${site.url}/api/forms/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.url }, body: JSON.stringify(body) })
    const submissionId = '0b5e4c1e-4d7a-4c57-9a7c-2f1a4f6b9c11'
    expect((await post('newsletter', { submissionId, email: 'nope' })).status).toBe(400)
    expect((await post('demo-c', { submissionId, first_name: 'Lin', email: 'lin@example.com', agree: false })).status).toBe(400)
    expect((await post('demo-x', { submissionId })).status).toBe(404)
    expect(service.taken).toEqual([])
  })
})
