import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { contentWith, startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, waitForPageScript } from '../support/browser.ts'

/**
 * Nothing covers or overflows the text a visitor reads (SPEC §2's coupon ribbon stays clear of it;
 * tables, code and videos fit their column or scroll inside it), from the smallest screen SPEC §9
 * names (320 px) to the desktop, on one page of each kind.
 */
const WIDTHS = [320, 412, 768, 1280]
const HEIGHT = 823

const PAGES = {
  home: '/',
  pricing: '/dokan/pricing/',
  'landing page': '/best-woocommerce-multi-vendor-solution/',
  'blog post (a table)': '/blog/90130/estimating-client-projects/',
  'docs article (a table)': '/docs/dokan/developer-hooks/filters/store-page-filters/',
  'forum topic (code)': '/support/topic/how-do-i-set-up-update-29/',
  'page (preformatted text, a video)': '/layout-fit/',
}

/**
 * What the dataset's content does not hold, as WordPress saves it: preformatted text with a line
 * longer than a phone is wide, and a video as wide as its file (its width attribute stands for it).
 */
const FIXTURE_PAGE =
  '---\n{ "title": "Layout fit" }\n---\n' +
  "<!-- wp:preformatted -->\n<pre class=\"wp-block-preformatted\">add_filter( 'dokan_vendor_own_product_purchase_restriction', '__return_false' );</pre>\n<!-- /wp:preformatted -->\n\n" +
  '<!-- wp:video -->\n<figure class="wp-block-video"><video controls preload="none" width="1280" height="720" src="/videos/store-setup.mp4"></video></figure>\n<!-- /wp:video -->\n'

let site: SiteServer
let browser: Browser
let content: ReturnType<typeof contentWith>

beforeAll(async () => {
  content = contentWith(null, (dir) => writeFileSync(path.join(dir, 'pages/en/layout-fit.html'), FIXTURE_PAGE))
  ;[site, browser] = await Promise.all([startSite({ CONTENT_DIR: content.dir }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  content?.remove()
})

interface Findings {
  /** A line of text in main whose first letter is under another element: the line, and what covers it. */
  covered: { text: string; by: string }[]
  /** A table, code block or embed wider than its column (and not in a scrolling box that fits it). */
  wide: { element: string; right: number; column: number }[]
  /** How far the page scrolls sideways (0: not at all). */
  sideways: number
  /** How many lines were checked (a page whose text was all left out would prove nothing). */
  lines: number
}

/**
 * The page as a visitor reads it at rest: every line of text in main is scrolled to the middle of the
 * screen and the point just inside its first letter must hit the text's own element (nothing fixed,
 * sticky or overlapping above it). Lines hidden on purpose are left out: not rendered (hidden, a
 * closed details, display or visibility), clipped (visually-hidden) or in a scrolling box's part that
 * is scrolled out.
 */
function measure(): Findings {
  const main = document.querySelector('main')!
  // An element as `<a.coupon-ribbon>`, with the fixed or sticky box it is in, if any.
  const tag = (el: Element) => `<${el.localName}${el.id ? '#' + el.id : ''}${[...el.classList].map((c) => '.' + c).join('')}>`
  const label = (el: Element) => {
    let pinned: Element | null = el
    while (pinned && !['fixed', 'sticky'].includes(getComputedStyle(pinned).position)) pinned = pinned.parentElement
    if (!pinned) return tag(el)
    return `${tag(el)}${pinned === el ? '' : ` in ${tag(pinned)}`} (position: ${getComputedStyle(pinned).position})`
  }
  // Whether the point is cut off by an ancestor that clips (overflow other than visible, clip, clip-path).
  const clippedAt = (el: Element, x: number, y: number) => {
    for (let box: Element | null = el; box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box)
      if (style.clip !== 'auto' || style.clipPath !== 'none') return true
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const rect = box.getBoundingClientRect()
      const left = rect.left + box.clientLeft
      const top = rect.top + box.clientTop
      if (x < left || x >= left + box.clientWidth || y < top || y >= top + box.clientHeight) return true
    }
    return false
  }
  // Whether an element is at the point only by a pseudo-element that paints nothing (the stretched link of a card).
  const seeThrough = (el: Element, x: number, y: number) => {
    const rect = el.getBoundingClientRect()
    if (x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom) return false
    return ['::before', '::after'].some((pseudo) => {
      const style = getComputedStyle(el, pseudo)
      return style.content !== 'none' && style.backgroundColor === 'rgba(0, 0, 0, 0)' && style.backgroundImage === 'none'
    })
  }
  const covered: Findings['covered'] = []
  let checked = 0
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const el = node.parentElement
    if (!el || !/\S/.test(node.data)) continue
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    if (el.closest('details:not([open])') && !el.closest('summary')) continue
    range.selectNodeContents(node)
    const lines = range.getClientRects().length
    for (let line = 0; line < lines; line++) {
      range.selectNodeContents(node)
      const before = range.getClientRects()[line]!
      if (before.width < 2 || before.height < 2) continue
      window.scrollTo({ top: window.scrollY + before.top + before.height / 2 - window.innerHeight / 2, behavior: 'instant' })
      const rect = range.getClientRects()[line]!
      const x = rect.left + 1
      const y = rect.top + rect.height / 2
      if (clippedAt(el, x, y)) continue
      checked++
      // The first element at the point that shows there (a card's link stretched over it by a transparent ::after does not).
      const hit = document.elementsFromPoint(x, y).find((e) => !seeThrough(e, x, y))
      if (hit && (hit === el || el.contains(hit))) continue
      // The line's own letters, for the report.
      let text = ''
      for (let offset = 0; offset < node.length; offset++) {
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        const letter = range.getBoundingClientRect()
        if (letter.top + letter.height / 2 >= rect.top && letter.top + letter.height / 2 <= rect.bottom) text += node.data[offset]
      }
      covered.push({ text: text.trim().slice(0, 60), by: hit ? label(hit) : `nothing: outside the screen at x = ${Math.round(x)}` })
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' })
  // Tables, code and videos fit their column: the element, or the outermost box that scrolls around it, and what it
  // holds (unless it scrolls) within its column's content box.
  const wide: Findings['wide'] = []
  for (const element of main.querySelectorAll('table, pre, iframe, video, embed, object')) {
    let box = element
    for (let up = element.parentElement; up && up !== main; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') box = up
    }
    let column = box.parentElement!
    while (getComputedStyle(column).display === 'contents') column = column.parentElement!
    const style = getComputedStyle(column)
    const columnRight = column.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)
    const rect = box.getBoundingClientRect()
    const spill = getComputedStyle(box).overflowX === 'visible' ? box.scrollWidth - box.clientWidth : 0
    const right = rect.right + (spill > 1 ? spill : 0)
    if (right > columnRight + 0.5) wide.push({ element: label(element), right: Math.round(right), column: Math.round(columnRight) })
  }
  return { covered, wide, sideways: document.documentElement.scrollWidth - window.innerWidth, lines: checked }
}

/** Whether the coupon ribbon is still there for the visitor: whole on the screen, legible, and in the tab order with focus. */
function ribbonShows(): boolean {
  const ribbon = document.querySelector<HTMLElement>('a.coupon-ribbon')
  if (!ribbon?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false
  const rect = ribbon.getBoundingClientRect()
  ribbon.focus()
  const focused = document.activeElement === ribbon && ribbon.tabIndex === 0
  ribbon.blur()
  return focused && rect.left >= 0 && rect.top >= 0 && rect.bottom <= window.innerHeight && rect.width >= 12 && rect.height >= 48
}

async function visit(page: Page, url: string): Promise<Findings & { ribbon: boolean }> {
  await page.goto(site.url + url, { waitUntil: 'load' })
  await waitForPageScript(page)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return { ...(await page.evaluate(measure)), ribbon: await page.evaluate(ribbonShows) }
}

describe('layout fit', () => {
  it.each(WIDTHS)('at %i px, no text is covered and nothing is wider than its column or the screen', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: HEIGHT }, serviceWorkers: 'block' })
    // The resting page: the visitor has answered the cookie notice (fixed at the bottom).
    await context.addCookies([{ name: 'allowCookiePolicy', value: 'true', url: site.url }])
    const page = await context.newPage()
    const problems: string[] = []
    for (const [name, url] of Object.entries(PAGES)) {
      const { covered, wide, sideways, lines, ribbon } = await visit(page, url)
      if (!ribbon) problems.push(`${name} ${url} at ${width} px: the coupon ribbon is not whole on the screen, or takes no focus`)
      if (lines === 0) problems.push(`${name} ${url} at ${width} px: no line of text checked`)
      for (const line of covered) problems.push(`${name} ${url} at ${width} px: "${line.text}" is under ${line.by}`)
      for (const box of wide) problems.push(`${name} ${url} at ${width} px: ${box.element} reaches x = ${box.right}, its column ends at ${box.column}`)
      if (sideways > 0) problems.push(`${name} ${url} at ${width} px: the page scrolls ${sideways} px sideways`)
    }
    await context.close()
    expect(problems).toEqual([])
  })
})
