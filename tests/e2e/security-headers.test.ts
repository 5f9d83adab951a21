import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser.ts'
import { observatoryScore } from '../support/observatory-score.ts'
import { withSiteAndBrowser } from '../support/site-and-browser.ts'
import { PAGE_BOOTSTRAP_HASH, PAGE_BOOTSTRAP_SCRIPT } from '../../server/page-bootstrap.ts'

/** The production headers, scored by Mozilla's HTTP Observatory rules, and every route shape crawled in Chromium for CSP violations. */
const running = withSiteAndBrowser()

const POST = '/blog/90111/vendor-verification-without-scaring-sellers-away/'

describe('security headers', () => {
  it.each(['/', POST, `/amp${POST}`])('%s scores A+ by the HTTP Observatory rules', async (route) => {
    const response = await fetch(running.site.url + route)
    const result = observatoryScore(response.headers, await response.text(), running.site.url)
    console.log(
      `observatory ${route}: ${result.score} (${result.grade}) ${result.modifiers
        .filter((m) => m.modifier !== 0)
        .map((m) => `${m.result} ${m.modifier > 0 ? '+' : ''}${m.modifier}`)
        .join(', ')}`,
    )
    expect(result.grade, JSON.stringify(result.modifiers)).toBe('A+')
  })

  it('a page’s policy allows its own inline styles and scripts by hash, and nothing else inline', async () => {
    const policy = (await fetch(`${running.site.url}/`)).headers.get('content-security-policy')!
    expect(policy).toContain(`script-src 'self' ${PAGE_BOOTSTRAP_HASH};`)
    expect(policy).toContain("style-src 'self';")
    expect(policy).toMatch(/style-src-attr 'unsafe-hashes'( 'sha256-[\w+/=]+')+;/)
    expect(policy).not.toContain('unsafe-inline')
  })
})

/** One page of every kind: landing, pricing, forms, embeds and data blocks, blog, AMP, docs, forum, search, errors. */
const CRAWL = [
  '/',
  '/es/',
  '/fr/dokan/',
  '/dokan/pricing/',
  '/dokan/free-tools/startup-cost-calculator/',
  '/about/team/',
  '/resources/',
  '/contact/',
  '/webinars/',
  '/blog/',
  POST,
  '/tag/dokan/',
  '/search/?s=vendor',
  '/docs/',
  '/docs/dokan/getting-started/installing-dokan-lite/',
  '/docs/search/?query=withdraw',
  '/support/forum/',
  '/support/forum/dokan/payments/',
  '/support/topic-tag/stripe/',
  '/no-such-page/',
]

describe('Content Security Policy in Chromium', () => {
  it('a crawl of every kind of page reports no violation', async () => {
    const { page, errors } = await openPage(running.browser)
    await page.addInitScript(() => {
      ;(window as unknown as { cspViolations: string[] }).cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`)
      })
    })
    const violations: string[] = []
    for (const route of CRAWL) {
      await page.goto(running.site.url + route)
      await waitForHydration(page)
      await page.mouse.wheel(0, 4000)
      violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).map((v) => `${route} ${v}`))
    }
    expect(violations).toEqual([])
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([])
    await page.context().close()
  }, 120_000)

  it('refuses the page bootstrap with one byte changed: no inline script but the one hashed runs', async () => {
    const { page, errors } = await openPage(running.browser)
    await page.addInitScript(() => {
      ;(window as unknown as { cspViolations: string[] }).cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { cspViolations: string[] }).cspViolations.push(event.effectiveDirective)
      })
    })
    const url = `${running.site.url}/dokan/`
    await page.route(url, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      expect(html).toContain(PAGE_BOOTSTRAP_SCRIPT)
      await route.fulfill({ response, body: html.replace(PAGE_BOOTSTRAP_SCRIPT, PAGE_BOOTSTRAP_SCRIPT.replace("'module'", "'module' ")) })
    })
    await page.goto(url)
    await expect.poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(['script-src-elem'])
    // The entry never started: nothing of the page's script ran.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/assets/entries/')).length)).toBe(0)
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    expect(errors.some((e) => /Content Security Policy/i.test(e))).toBe(true)
    await page.context().close()
  })
})
