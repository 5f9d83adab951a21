import { describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import { formNoticePage } from './form-notice-page.ts'
import { allowedDemoRedirect } from './form-services.ts'
import type { FormNotice } from '../../content-schemas/forms.ts'

/** A page render that records what it was given. */
function setup() {
  const given: Record<string, unknown>[] = []
  const render = (async (pageContextInit: Record<string, unknown>) => {
    given.push(pageContextInit)
    return {
      httpResponse: {
        statusCode: 200,
        headers: [
          ['Content-Type', 'text/html;charset=utf-8'],
          ['Cache-Control', 'public, max-age=0, s-maxage=60'],
        ],
        body: '<!DOCTYPE html><p>page</p>',
      },
    }
  }) as unknown as typeof renderPage
  const app = formNoticePage({ render, allowedRedirect: (url) => allowedDemoRedirect(url, ['dokan-demo.wedevs.com']) })
  const get = (path: string, notice?: unknown) =>
    app.request(`http://site.test${path}`, {
      headers: notice === undefined ? {} : { cookie: `site_form_notice=${Buffer.from(JSON.stringify(notice)).toString('base64url')}` },
    })
  return { given, get }
}

const notice: FormNotice = { form: 'b-2-', kind: 'demo-a', outcome: 'sent', values: { firstName: 'Ana' }, invalid: [] }

describe('the page that shows a form posted without JavaScript', () => {
  it("renders the page for this visitor alone with the form's notice, and removes the cookie", async () => {
    const { given, get } = setup()
    const response = await get('/es/dokan/pricing/?form-notice=b-2-', notice)
    expect(response.status).toBe(200)
    expect(given).toMatchObject([{ urlOriginal: 'http://site.test/es/dokan/pricing/', formNotice: notice }])
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('set-cookie')).toMatch(/^site_form_notice=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(response.headers.get('refresh')).toBeNull()
  })

  it('goes on to an allow-listed demo after a sent demo request, and nowhere else', async () => {
    const { get } = setup()
    const sent = await get('/demo/?form-notice=b-2-', { ...notice, redirectTo: 'https://dokan-demo.wedevs.com/wp-admin/' })
    expect(sent.headers.get('refresh')).toBe('2; url=https://dokan-demo.wedevs.com/wp-admin/')
    expect((await get('/demo/?form-notice=b-2-', { ...notice, redirectTo: 'https://evil.example/' })).headers.get('refresh')).toBeNull()
    expect(
      (await get('/demo/?form-notice=b-2-', { ...notice, outcome: 'failed', redirectTo: 'https://dokan-demo.wedevs.com/' })).headers.get('refresh'),
    ).toBeNull()
  })

  it("sends a link without the visitor's notice (a reload, a shared link, another form's, a forged one) to the page itself", async () => {
    const { given, get } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const cookie of [undefined, { ...notice, form: 'b-3-' }, { form: 'b-2-', outcome: '<script>' }]) {
      const response = await get('/blog/?query-1-page=2&form-notice=b-2-', cookie)
      expect([response.status, response.headers.get('location')]).toEqual([302, '/blog/?query-1-page=2'])
    }
    expect(given).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('leaves every other request alone', async () => {
    const { given, get } = setup()
    expect((await get('/pricing/')).status).toBe(404)
    expect(given).toEqual([])
  })
})
