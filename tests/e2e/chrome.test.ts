import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { withSiteAndBrowser } from '../support/site-and-browser.ts'
import { openPage, waitForHydration, waitForPageScript } from '../support/browser.ts'

const shared = withSiteAndBrowser()

async function visit(url: string, options: { width?: number; cookie?: string } = {}) {
  const { page, errors } = await openPage(shared.browser)
  await page.setViewportSize({ width: options.width ?? 1280, height: 800 })
  if (options.cookie) {
    const [name, value] = options.cookie.split('=')
    await page.context().addCookies([{ name: name!, value: value!, url: shared.site.url }])
  }
  await page.goto(shared.site.url + url)
  await waitForHydration(page)
  return { page, errors }
}

const headerMode = (page: Page) => page.locator('header.site-header').evaluate((el) => [...el.classList].find((c) => c.startsWith('site-header--'))?.slice(13))

describe('header', () => {
  it('opens one dropdown at a time and closes it on Escape', async () => {
    const { page, errors } = await visit('/')
    const resources = page.getByRole('button', { name: 'Resources' })
    const company = page.getByRole('button', { name: 'Company' })
    await resources.click()
    expect(await resources.getAttribute('aria-expanded')).toBe('true')
    await expect
      .poll(() =>
        page
          .locator('header')
          .getByRole('link', { name: /^Webinars/ })
          .isVisible(),
      )
      .toBe(true)
    await company.click()
    expect(await company.getAttribute('aria-expanded')).toBe('true')
    expect(await resources.getAttribute('aria-expanded')).toBe('false')
    expect(
      await page
        .locator('header')
        .getByRole('link', { name: /^Webinars/ })
        .count(),
    ).toBe(0)
    await page.keyboard.press('Escape')
    expect(await company.getAttribute('aria-expanded')).toBe('false')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows the products mega-menu with New labels', async () => {
    const { page } = await visit('/')
    await page.getByRole('button', { name: 'Products' }).click()
    const menu = page.getByRole('region', { name: 'Our products' })
    expect(await menu.getByRole('link').count()).toBe(10)
    expect(await menu.getByRole('link', { name: /Dokan Mobile App\s*New/ }).count()).toBe(1)
    expect(await menu.getByRole('link', { name: /^Dokan\s*Multi-vendor/ }).textContent()).not.toContain('New')
    await page.context().close()
  })

  it('links cart and sign-in to the account area, and Get Started to the pricing page with campaign parameters', async () => {
    const { page } = await visit('/wordpress-project-manager/features/')
    expect(await page.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/account/cart/')
    expect(await page.getByRole('link', { name: 'Cart' }).getAttribute('rel')).toBe('external')
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/')
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/wordpress-project-manager/pricing/?utm_source=website&utm_medium=header&utm_campaign=black-friday',
    )
    await page.context().close()
    const home = await visit('/es/')
    expect(await home.page.getByRole('link', { name: 'Empezar' }).getAttribute('href')).toBe(
      '/es/dokan/pricing/?utm_source=website&utm_medium=header&utm_campaign=black-friday',
    )
    await home.page.context().close()
  })

  it('shows the search icon only on the multi-vendor product pages', async () => {
    const dokan = await visit('/dokan/pricing/')
    expect(await dokan.page.getByRole('link', { name: 'Search' }).count()).toBe(1)
    await dokan.page.context().close()
    const about = await visit('/about/')
    expect(await about.page.getByRole('link', { name: 'Search' }).count()).toBe(0)
    await about.page.context().close()
  })

  it('links the logo to /{lang}/dokan/ when the language cookie is not English', async () => {
    const plain = await visit('/about/')
    expect(await plain.page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    await plain.page.context().close()
    const spanish = await visit('/about/', { cookie: 'i18n_redirected=es' })
    expect(await spanish.page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/es/dokan/')
    await spanish.page.context().close()
  })

  it('hides on scroll-down and becomes fixed on scroll-up after 100 px', async () => {
    const { page } = await visit('/dokan/pricing/')
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y)
    await scrollTo(90)
    await expect.poll(() => headerMode(page)).toBe('static')
    await scrollTo(400)
    await expect.poll(() => headerMode(page)).toBe('hidden')
    await scrollTo(300)
    await expect.poll(() => headerMode(page)).toBe('fixed')
    await scrollTo(101)
    await expect.poll(() => headerMode(page)).toBe('fixed')
    await scrollTo(100)
    await expect.poll(() => headerMode(page)).toBe('static')
    await page.context().close()
  })

  it('toggles the mobile menu, which has a My Account link', async () => {
    const { page } = await visit('/', { width: 390 })
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await page.getByRole('link', { name: 'My Account' }).isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await page.getByRole('link', { name: 'My Account' }).isVisible()).toBe(true)
    await toggle.click()
    expect(await page.getByRole('link', { name: 'My Account' }).isVisible()).toBe(false)
    await page.context().close()
    const desktop = await visit('/')
    expect(await desktop.page.getByRole('link', { name: 'My Account' }).isVisible()).toBe(false)
    await desktop.page.context().close()
  })

  it('opens the demo modal from the menu; Escape, the backdrop and the close control close it', async () => {
    const { page, errors } = await visit('/')
    const dialog = page.getByRole('dialog', { name: 'Try a live demo' })
    const open = () => page.getByRole('button', { name: 'Try Demo' }).click()
    await open()
    expect(await dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await open()
    await page.mouse.click(5, 5) // the backdrop
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await open()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('footer', () => {
  it('has the Company, Resources and Products columns, the call to action, social links, payments and copyright', async () => {
    const { page } = await visit('/')
    const footer = page.locator('footer')
    for (const column of ['Company', 'Resources', 'Products']) {
      expect(await footer.getByRole('navigation', { name: column }).getByRole('link').count()).toBeGreaterThan(3)
    }
    expect(await footer.getByRole('link', { name: 'Explore all products' }).getAttribute('href')).toBe('/products/')
    expect(await footer.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://www.linkedin.com/company/wedevs')
    expect(await footer.getByRole('img', { name: /Accepted payment methods/ }).count()).toBe(1)
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} weDevs. All rights reserved.`)
    await page.context().close()
  })
})

describe('active links (SPEC §9)', () => {
  const classesOf = (page: Page, column: string, name: string) =>
    page
      .locator('footer')
      .getByRole('navigation', { name: column })
      .getByRole('link', { name, exact: true })
      .evaluate((a) => [[...a.classList].filter((c) => c.startsWith('nuxt-link')).join(' '), a.getAttribute('aria-current')])

  it('mark the link to the page shown as exact, links above it as active, on the page a link leads to too', async () => {
    const { page, errors } = await visit('/about/team/')
    expect(await classesOf(page, 'Company', 'About')).toEqual(['nuxt-link-active', null])
    expect(await classesOf(page, 'Resources', 'Blog')).toEqual(['', null])
    await page.locator('footer').getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About', exact: true }).click()
    await page.waitForURL(`${shared.site.url}/about/`)
    await expect.poll(() => classesOf(page, 'Company', 'About')).toEqual(['nuxt-link-active nuxt-link-exact-active', 'page'])
    expect(await classesOf(page, 'Company', 'Career')).toEqual(['', null])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('compare localized paths on a page in another language', async () => {
    const { page } = await visit('/es/blog/')
    const [classes] = await classesOf(page, 'Recursos', 'Blog')
    expect(classes).toBe('nuxt-link-active nuxt-link-exact-active')
    await page.context().close()
  })
})

describe('back to top', () => {
  it('appears when scrolling up above 200 px and scrolls to the top in 500 ms, linearly', async () => {
    const { page } = await openPage(shared.browser)
    await page.clock.install()
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto(`${shared.site.url}/dokan/pricing/`)
    // The button is the page script's, not an island's (the popups stay away: they wait for a first move).
    await waitForPageScript(page)
    const button = page.getByRole('button', { name: 'Back to top', exact: true })
    // Each scroll waits until the page has seen it (the header reflects the direction), so
    // that two quick scrolls cannot merge into one event.
    const scrollTo = async (y: number, mode: string) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect.poll(() => headerMode(page)).toBe(mode)
    }
    await scrollTo(1000, 'hidden')
    expect(await button.count()).toBe(0) // scrolling down
    await scrollTo(900, 'fixed')
    await expect.poll(() => button.count()).toBe(1)
    await scrollTo(200, 'fixed')
    await expect.poll(() => button.count()).toBe(0) // not above 200 px
    await scrollTo(1000, 'hidden')
    await scrollTo(800, 'fixed')
    await expect.poll(() => button.count()).toBe(1)
    await button.click()
    await page.clock.runFor(250)
    const halfway = await page.evaluate(() => window.scrollY)
    expect(halfway).toBeGreaterThan(300)
    expect(halfway).toBeLessThan(500)
    await page.clock.runFor(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.context().close()
  })
})

describe('analytics', () => {
  it('pushes a page_view to the data layer on every page load, a followed link included', async () => {
    const { page, errors } = await visit('/es/')
    const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view'))
    expect(await views()).toEqual([
      { event: 'page_view', page_path: '/es/', page_location: `${shared.site.url}/es/`, page_title: expect.any(String), language: 'es-ES' },
    ])
    await page.locator('footer').getByRole('navigation').first().getByRole('link').first().click()
    await page.waitForURL(`${shared.site.url}/es/about/`)
    await waitForPageScript(page)
    expect((await views()).map((v) => v.page_path)).toEqual(['/es/about/'])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
