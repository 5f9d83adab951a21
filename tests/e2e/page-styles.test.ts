import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { sitemapUrls } from '../support/site-crawl.ts'
import { builtStylesheets, type BuiltStylesheets } from '../support/built-stylesheets.ts'
import { blockClassRoots, classesIn, classRoot } from '../support/block-classes.ts'

/**
 * Real pages of the embedded content, from the production build: each carries the base layer and the
 * stylesheet of every block it renders (a class of the block in its HTML), and of no other block.
 */
let site: SiteServer
let built: BuiltStylesheets
let pages: string[]

/** The sitemaps' pages (and archives, second pages), at most 12 of a kind (language and first two path segments: forum threads, docs of a product). */
function sample(paths: string[]): string[] {
  const perKind = new Map<string, number>()
  return paths.filter((p) => {
    const segments = p.split('/').filter(Boolean)
    const kind = (/^(?:es|fr)$/.test(segments[0] ?? '') ? segments.slice(0, 3) : segments.slice(0, 2)).join('/')
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1)
    return perKind.get(kind)! <= 12
  })
}

beforeAll(async () => {
  site = await startSite()
  built = await builtStylesheets()
  pages = [...sample(await sitemapUrls(site.url)), '/search/?s=vendor', '/docs/search/?query=withdraw', '/es/docs/search/?query=pago', '/no-such-page/']
})
afterAll(() => site?.stop())

/** What a page carries: each `<style>` (the server inlined the built file) or `<link rel=stylesheet>`, as the build's URL when it is one. */
function carried(html: string): { urls: Set<string>; others: string[] } {
  const byText = new Map([...Object.values(built.blocks), ...Object.values(built.templates)].map((url) => [built.text(url), url]))
  const urls = new Set([...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]!))
  const others: string[] = []
  for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    const url = byText.get(css!)
    if (url) urls.add(url)
    else others.push(css!)
  }
  return { urls, others }
}

describe('a page carries exactly the stylesheets of the blocks it renders', () => {
  it('checks enough pages of every kind, each with the same base layer', async () => {
    expect(pages.length).toBeGreaterThan(300)
    const bases = new Set<string>()
    for (const p of ['/', '/blog/', '/support/forum/', '/no-such-page/']) bases.add(carried(await (await fetch(site.url + p)).text()).others[0]!)
    expect(bases.size).toBe(1)
  })

  it('ships a block stylesheet when, and only when, the page renders the block', { timeout: 300_000 }, async () => {
    const roots = blockClassRoots()
    const styled = Object.keys(built.blocks)
    const mismatches: string[] = []
    let blocksSeen = 0
    for (const p of pages) {
      const response = await fetch(site.url + p)
      const html = await response.text()
      const { urls } = carried(html)
      const shipped = styled.filter((name) => urls.has(built.blocks[name]!))
      const roots_ = [...classesIn(html.replace(/<style>[\s\S]*?<\/style>/g, ''))].map(classRoot)
      const rendered = styled.filter((name) => roots_.some((root) => roots.get(name)!.has(root)))
      blocksSeen += rendered.length
      if (shipped.join() !== rendered.join()) mismatches.push(`${p} (${response.status}): shipped [${shipped.join(', ')}], rendered [${rendered.join(', ')}]`)
    }
    console.log(`page styles: ${pages.length} pages, ${blocksSeen} styled blocks rendered`)
    expect(blocksSeen).toBeGreaterThan(pages.length / 2)
    expect(mismatches).toEqual([])
  })
})
