import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser.ts'
import { observatoryScore } from '../support/observatory-score.ts'
import { withSiteAndBrowser } from '../support/site-and-browser.ts'

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
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("style-src 'self';")
    expect(policy).toContain("style-src-attr 'unsafe-inline'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline|style-src-elem[^;]*unsafe-inline/)
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
})
