import { describe, expect, it } from 'vitest'
import type { renderPage } from 'vike/server'
import { createApp } from './app.ts'
import { testConfig } from '../tests/support/site-config.ts'

type Render = typeof renderPage

const failingErrorPage = (async () => ({ httpResponse: null, errorWhileRendering: new Error('template <b>exploded</b>') })) as unknown as Render

const htmlPage = (async () => ({
  httpResponse: { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], body: '<!DOCTYPE html><html></html>' },
})) as unknown as Render

describe('server app', () => {
  it('shows the SPEC fallback when even the error page cannot be rendered', async () => {
    const response = await createApp({ config: testConfig(), render: failingErrorPage }).request('/about/')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>')
    expect(html).toContain('Unfortunately an error occurred and while showing the error page another error occurred')
    expect(html).toContain('Error details: template &#60;b&#62;exploded&#60;/b&#62;')
    expect(html).toContain('<a href="/">Go back to home</a>')
  })

  it('redirects to the trailing-slash URL without becoming an open redirect', async () => {
    const app = createApp({ config: testConfig(), render: htmlPage })
    const plain = await app.request('/about?x=1')
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toBe('/about/?x=1')
    const sneaky = await app.request('http://site.test//evil.example')
    expect(new URL(sneaky.headers.get('location')!, 'http://site.test').host).toBe('site.test')
  })

  it('leaves files and APIs alone', async () => {
    const app = createApp({ config: testConfig(), render: htmlPage })
    expect((await app.request('/robots.txt')).status).not.toBe(301)
    expect((await app.request('/wp-json/wp/v2/pages?slug=home')).status).toBe(200)
  })

  it('sets no cookie on a page (the page remembers the language itself) and lets shared caches keep it', async () => {
    const app = createApp({ config: testConfig(), render: htmlPage })
    for (const cookie of [undefined, 'a=1; i18n_redirected=en']) {
      const response = await app.request('/fr/', { headers: cookie ? { cookie } : {} })
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=/)
    }
  })
})

describe('methods and failures', () => {
  it('pages are read only: OPTIONS says so, POST, PUT, DELETE and the rest get 405 with Allow', async () => {
    const app = createApp({ config: testConfig(), render: htmlPage })
    const options = await app.request('/about/', { method: 'OPTIONS' })
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD'])
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const response = await app.request('/about/', { method })
      expect([response.status, response.headers.get('allow')], method).toEqual([405, 'GET, HEAD'])
    }
    expect((await app.request('/about/', { method: 'HEAD' })).status).toBe(200)
  })

  it('a bug answers the SPEC §8 page without its details, and logs one line naming it', async () => {
    const throwing = (async () => {
      throw new Error('secret /srv/app/internal.ts:12 detail')
    }) as unknown as Render
    const errors: string[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args.join(' '))
    try {
      const response = await createApp({ config: testConfig(), render: throwing }).request('/about/')
      expect(response.status).toBe(500)
      expect(await response.text()).not.toContain('secret')
    } finally {
      console.error = original
    }
    expect(errors.some((line) => line.includes('GET /about/') && line.includes('secret'))).toBe(true)
  })

  it('refuses a malformed URL with 400 and a long one with 414, before any route', async () => {
    const app = createApp({ config: testConfig(), render: htmlPage })
    expect((await app.request('/%E0%A4%A/')).status).toBe(400)
    expect((await app.request(`/${'a'.repeat(3000)}/`)).status).toBe(414)
  })
})
