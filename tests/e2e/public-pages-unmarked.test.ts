import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { sitemapUrls } from '../support/site-crawl.ts'
import { BLOCK_PATH_ATTRIBUTE, BLOCK_PATH_TAG } from '../../renderer/preview-messages.ts'

/**
 * Blocks carry their paths in the tree (click to edit) in previews for editors alone: no public
 * page carries one, nor the editor's origin. Every URL of every sitemap of the embedded site.
 */
let site: SiteServer
beforeAll(async () => {
  site = await startSite({ PREVIEW_SECRET: 'unmarked-secret', EDITOR_ORIGIN: 'http://wp-admin.example' })
})
afterAll(() => site?.stop())

describe('public pages', () => {
  it('carry no block path, no preview element and no editor origin, on every sitemap URL', { timeout: 600_000 }, async () => {
    const paths = await sitemapUrls(site.url)
    expect(paths.length).toBeGreaterThan(1000)
    const marked: string[] = []
    const failed: string[] = []
    let next = 0
    const client = async () => {
      while (next < paths.length) {
        const path = paths[next++]!
        const response = await fetch(site.url + path)
        const html = await response.text()
        if (response.status !== 200) failed.push(`${path} ${response.status}`)
        if (html.includes(`${BLOCK_PATH_ATTRIBUTE}=`) || html.includes(`<${BLOCK_PATH_TAG}`) || html.includes('wp-admin.example')) marked.push(path)
      }
    }
    await Promise.all(Array.from({ length: 6 }, client))
    console.log(`public pages: ${paths.length} sitemap URLs, ${marked.length} with a block path`)
    expect(failed).toEqual([])
    expect(marked).toEqual([])
  })
})
