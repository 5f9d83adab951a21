import { describe, expect, it } from 'vitest'
import type { WpPreview } from '../../content-schemas/preview.ts'
import { runSiteChecks, type SiteChecksOptions } from './run-site-checks.ts'
import type { Finding } from './finding.ts'

/**
 * Each check on a page that holds one problem of its kind, and every check on a page that holds
 * none. Pages are built as the site renders them for an editor: blocks in `<site-block>` marks.
 */
const block = (path: string, html: string, title = 'Paragraph') => `<site-block data-block-path="${path}" data-block-title="${title}">${html}</site-block>`

const CLEAN_MAIN = [
  '<h1>Pricing that grows with your marketplace</h1>',
  // The template's own parts: an author's avatar beside the name (their alt is the site's concern, not the page's).
  '<div class="author"><img src="/images/avatar.png" alt=""><span>Ana</span></div>',
  block('0', '<h2>Plans</h2>', 'Heading'),
  block(
    '1',
    '<p>Start free, <a href="/pricing/">see every plan</a> (<a href="?period=annual">yearly</a>, <a href="">here</a>), <a href="/account/cart/?add-to-cart=1">buy</a> or <a href="https://wordpress.org/plugins/">get it on WordPress.org</a>, or read <a href="#faq">the FAQ</a>.</p>',
  ),
  block('2', '<figure class="wp-block-image"><img src="/images/dashboard.png" alt="The vendor dashboard"></figure>', 'Image'),
  block('3', '<figure class="wp-block-image is-style-decorative"><img src="/images/swirl.svg" alt=""></figure>', 'Image'),
  block(
    '4',
    '<h3 id="faq">Questions</h3><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/es/">Leer en español</a></div></div>',
    'Buttons',
  ),
  block('5', '<form><label for="email">Email</label><input id="email" type="email" name="email"><button type="submit">Subscribe</button></form>', 'Newsletter'),
  // A list's items are blocks too: their marks stand between the list and its items in a preview.
  block('6', `<ul class="wp-block-list">${block('6.0', '<li>Vendors</li>', 'List item')}${block('6.1', '<li>Orders</li>', 'List item')}</ul>`, 'List'),
].join('')

const DESCRIPTION = 'Dokan’s plans for every marketplace: start free, then add modules as your vendors grow.'

function pageHtml(options: { main?: string; title?: string; description?: string | null; head?: string } = {}) {
  const { main = CLEAN_MAIN, title = 'Pricing | weDevs', description = DESCRIPTION, head = '' } = options
  const meta = description === null ? '' : `<meta name="description" content="${description}">`
  return `<!doctype html><html lang="en"><head><title>${title}</title>${meta}<link rel="stylesheet" href="/assets/site.css">${head}</head><body><header><a href="/">weDevs</a></header><main>${main}</main><footer>…</footer></body></html>`
}

const PAGE_PREVIEW = {
  type: 'pages',
  revision: 7,
  status: 'draft',
  translations: { en: 'draft', es: 'draft', fr: 'publish' },
  item: { id: 7, lang: 'en', link: 'https://cms.example/pricing/', title: { rendered: 'Pricing' } },
} as unknown as WpPreview

const OPTIONS: SiteChecksOptions = {
  exists: async (target) => ['/', '/pricing/', '/es/'].includes(target.split('?')[0] ?? ''),
  fileBytes: (pathname) => ({ '/assets/site.css': 4_000, '/assets/entry.js': 60_000, '/assets/chunks/react.js': 140_000 })[pathname] ?? null,
  // The browser loads what a module imports statically with it.
  staticImports: (pathname) => (pathname === '/assets/entry.js' ? ['/assets/chunks/react.js'] : []),
  budgetKb: 120,
}

const check = (html: string, preview: WpPreview = PAGE_PREVIEW, options: SiteChecksOptions = OPTIONS): Promise<Finding[]> =>
  runSiteChecks(html, new URL('https://site.example/pricing/'), preview, options)

/** The one finding of a page with one problem. */
async function onlyFinding(html: string, preview?: WpPreview, options?: SiteChecksOptions): Promise<Finding> {
  const findings = await check(html, preview, options)
  expect(findings).toHaveLength(1)
  return findings[0] as Finding
}

describe('the site checks', () => {
  it('find nothing on a page without problems', async () => {
    expect(await check(pageHtml())).toEqual([])
  })

  it('find a link or button whose target on the site answers 404, at its block; external links and anchors are left alone', async () => {
    const finding = await onlyFinding(pageHtml({ main: CLEAN_MAIN + block('9', '<p>See <a href="/pricng/">our prices</a>.</p>') }))
    expect(finding).toEqual({
      check: 'broken-link',
      severity: 'error',
      message: 'The link “our prices” leads to /pricng/, where the site has no page (404). Correct the address or remove the link.',
      path: '9',
    })
    const button = await onlyFinding(
      pageHtml({
        main:
          CLEAN_MAIN +
          block('9.0', '<div class="wp-block-button"><a class="wp-block-button__link" href="https://site.example/gone/?a=1">Buy</a></div>', 'Button'),
      }),
    )
    expect(button).toMatchObject({
      check: 'broken-link',
      path: '9.0',
      message: expect.stringMatching(/^The button “Buy” leads to https:\/\/site\.example\/gone\/\?a=1/),
    })
    // The site's address over plain http is the site too.
    expect(await onlyFinding(pageHtml({ main: CLEAN_MAIN + block('9', '<p><a href="http://site.example/pricng/">Prices</a></p>') }))).toMatchObject({
      check: 'broken-link',
    })
  })

  it('say nothing of a link the site could not look up (its content source down)', async () => {
    const html = pageHtml({ main: CLEAN_MAIN + block('9', '<p><a href="/later/">Later</a></p>') })
    expect(await check(html, PAGE_PREVIEW, { ...OPTIONS, exists: async (target) => (target === '/later/' ? null : true) })).toEqual([])
  })

  it('find an image without alternative text, not one marked decorative', async () => {
    const finding = await onlyFinding(
      pageHtml({ main: CLEAN_MAIN + block('9', '<figure class="wp-block-image"><img src="/images/team.jpg?w=800" alt=""></figure>', 'Image') }),
    )
    expect(finding).toEqual({
      check: 'image-alt',
      severity: 'warning',
      message: 'An image (team.jpg) has no alternative text: describe it for people who cannot see it, or give it the Decorative style if it only decorates.',
      path: '9',
    })
  })

  it('find a heading that skips a level, a second h1, and a missing one', async () => {
    const skipped = await onlyFinding(pageHtml({ main: CLEAN_MAIN.replace('<h3 id="faq">Questions</h3>', '<h4 id="faq">Questions</h4>') }))
    expect(skipped).toMatchObject({ check: 'heading-order', severity: 'warning', path: '4' })
    expect(skipped.message).toBe('The heading “Questions” is an h4 right after an h2: make it an h3, so that no level is skipped.')
    const second = await onlyFinding(pageHtml({ main: CLEAN_MAIN + block('9', '<h1>Again</h1>', 'Heading') }))
    expect(second).toMatchObject({ check: 'heading-one', path: '9', message: expect.stringContaining('A second main heading (h1), “Again”') })
    const none = await onlyFinding(pageHtml({ main: CLEAN_MAIN.replace('<h1>Pricing that grows with your marketplace</h1>', '') }))
    expect(none).toMatchObject({ check: 'heading-one', path: null })
  })

  it('find a link or a button that says nothing', async () => {
    const finding = await onlyFinding(pageHtml({ main: CLEAN_MAIN + block('9', '<p><a href="/pricing/"><svg viewBox="0 0 1 1"></svg></a></p>') }))
    expect(finding).toEqual({
      check: 'empty-link',
      severity: 'warning',
      message: 'A link to /pricing/ has no text: give it words that say where it leads or what it does.',
      path: '9',
    })
    const button = await onlyFinding(pageHtml({ main: CLEAN_MAIN + block('9', '<button type="button"> </button>', 'Custom HTML') }))
    expect(button).toMatchObject({ check: 'empty-link', path: '9', message: expect.stringMatching(/^A button has no text/) })
  })

  it('find a site block whose attributes fail its schema, as an error: visitors see its saved HTML', async () => {
    const invalid =
      '<site-block data-block-path="9" data-block-title="Pricing table" data-block-problem-kind="invalid" data-block-problem="plans.0.prices.annual: Too small: expected number to be &gt;=0"><p>Old prices</p></site-block>'
    expect(await onlyFinding(pageHtml({ main: CLEAN_MAIN + invalid }))).toEqual({
      check: 'block-attributes',
      severity: 'error',
      message:
        'Pricing table: its settings break the site’s rules (plans.0.prices.annual: Too small: expected number to be >=0). Visitors will see the block’s saved HTML instead, which may be out of date.',
      path: '9',
    })
  })

  it('find a title too long for search results, and a description missing, too long or too short', async () => {
    const title = await onlyFinding(pageHtml({ title: 'Dokan pricing: every plan, every module and every discount, explained | weDevs' }))
    expect(title).toMatchObject({ check: 'search-title', severity: 'warning', path: null, message: expect.stringContaining('is 78 characters long') })
    expect(await onlyFinding(pageHtml({ description: null }))).toMatchObject({ check: 'search-description', severity: 'notice' })
    expect(await onlyFinding(pageHtml({ description: 'x'.repeat(170) }))).toMatchObject({ check: 'search-description', severity: 'warning' })
    expect(await onlyFinding(pageHtml({ description: 'Short.' }))).toMatchObject({ check: 'search-description', severity: 'notice' })
  })

  it('find a post without a featured image (no social card), and not a page', async () => {
    const post = { ...PAGE_PREVIEW, type: 'posts', item: { ...PAGE_PREVIEW.item, featured_image: null } } as unknown as WpPreview
    expect(await onlyFinding(pageHtml(), post)).toMatchObject({ check: 'social-card', severity: 'warning', path: null })
    const illustrated = { ...post, item: { ...post.item, featured_image: { url: '/images/x.png' } } } as unknown as WpPreview
    expect(await check(pageHtml(), illustrated)).toEqual([])
  })

  it('find a first visit heavier than the budget of the settings', async () => {
    const heavy = pageHtml({ head: '<script type="module" src="/assets/entry.js"></script>' })
    const finding = await onlyFinding(heavy)
    expect(finding).toMatchObject({ check: 'page-weight', severity: 'warning', path: null })
    expect(finding.message).toMatch(
      /^A first visit to this page downloads 19\d\.\d KB \(HTML, styles and scripts, compressed\), over the site’s budget of 120 KB/,
    )
    expect(await check(heavy, PAGE_PREVIEW, { ...OPTIONS, budgetKb: 300 })).toEqual([])
    // The entry as pages name it: on the page bootstrap, which starts it after the first paint.
    const bootstrapped = pageHtml({ head: '<script data-entry="/assets/entry.js">/* bootstrap */</script>' })
    expect((await onlyFinding(bootstrapped)).message).toBe(finding.message)
  })

  it('find the languages without a translation yet, as notices (a draft translation counts)', async () => {
    const preview = { ...PAGE_PREVIEW, translations: { en: 'draft', es: null, fr: 'draft' } } as unknown as WpPreview
    expect(await onlyFinding(pageHtml(), preview)).toEqual({
      check: 'translation',
      severity: 'notice',
      message: 'No Spanish translation yet: visitors to /es/ see this page in English. Create it in the Language panel.',
      path: null,
    })
  })

  it('run axe-core’s rules that need no layout on the content, at the block they find', async () => {
    const finding = await onlyFinding(pageHtml({ main: CLEAN_MAIN + block('9', '<p><input type="text" name="coupon"></p>', 'Custom HTML') }))
    expect(finding).toMatchObject({ check: 'axe:label', severity: 'warning', path: '9', message: expect.stringMatching(/^Form elements must have labels\./) })
  })

  it('list errors first, then warnings, then notices, each in the blocks’ order', async () => {
    const main =
      CLEAN_MAIN + block('11', '<p><a href="/nope/">Nope</a></p>') + block('9', '<img src="/a.png">', 'Image') + block('10', '<p><a href="/gone/">Gone</a></p>')
    const findings = await check(pageHtml({ main, description: null }))
    expect(findings.map((f) => `${f.severity} ${f.check} ${f.path}`)).toEqual([
      'error broken-link 10',
      'error broken-link 11',
      'warning image-alt 9',
      'notice search-description null',
    ])
  })
})
