import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'

let site: SiteServer

beforeAll(async () => {
  site = await startSite()
})

afterAll(async () => {
  await site?.stop()
})

const renderedAt = (html: string) => /"renderedAt":(\d+)/.exec(html)?.[1]
const get = (path: string, cookie?: string) => fetch(site.url + path, { headers: cookie ? { cookie } : {} }).then((r) => r.text())

describe('rendered pages in production', () => {
  it('are reused within the cache period: concurrent and repeated requests get one render', async () => {
    const pages = await Promise.all(Array.from({ length: 10 }, () => get('/about/giving-back/')))
    pages.push(await get('/about/giving-back/', 'affwp_ref=7'))
    expect(new Set(pages.map(renderedAt)).size).toBe(1)
    expect(renderedAt(pages[0]!)).toBeDefined()
  })

  it('are rendered apart for a visitor whose language cookie differs (the logo links to their language)', async () => {
    const english = await get('/about/team/')
    const spanishVisitor = await get('/about/team/', 'i18n_redirected=es')
    expect(english).not.toContain('href="/es/dokan/" class="site-header__logo"')
    expect(spanishVisitor).toContain('href="/es/dokan/" class="site-header__logo"')
    expect(await get('/about/team/')).toBe(english)
  })

  it('are rendered again for an error: a page that is not found is never cached', async () => {
    const first = await fetch(`${site.url}/no-such-page/`)
    const second = await fetch(`${site.url}/no-such-page/`)
    expect([first.status, second.status]).toEqual([404, 404])
    expect(renderedAt(await second.text())).not.toBe(renderedAt(await first.text()))
  })
})
