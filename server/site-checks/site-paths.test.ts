import { describe, expect, it, vi } from 'vitest'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'
import { sitePaths, type SiteAnswer } from './site-paths.ts'

describe('the site’s paths, for the link check', () => {
  it('knows the content of every language from the sitemaps, and asks the site itself for the rest, following its redirects, remembering its answers for a while', async () => {
    let clock = 0
    const answers: Record<string, SiteAnswer> = {
      '/blog/page/2/': { status: 200, location: null },
      '/no-such-page/': { status: 404, location: null },
      '/no-such-page': { status: 301, location: '/no-such-page/' },
      '/dokan/pricing': { status: 301, location: '/dokan/pricing/' },
      '/old-offer/': { status: 301, location: 'https://elsewhere.example/offer/' },
      '/support/topic/x/': { status: 503, location: null },
    }
    const askSite = vi.fn(async (pathname: string) => answers[pathname] ?? { status: 404, location: null })
    const exists = sitePaths({ cms: embeddedCms, askSite, lifetimeMs: 60_000, now: () => clock })
    expect(await exists('/dokan/pricing/')).toBe(true)
    expect(await exists('/es/dokan/')).toBe(true)
    expect(await exists('/blog/')).toBe(true)
    expect(askSite).not.toHaveBeenCalled()
    expect(await exists('/blog/page/2/')).toBe(true)
    expect(await exists('/no-such-page/')).toBe(false)
    // Without its slash, the site redirects it: the page at the end decides.
    expect(await exists('/no-such-page')).toBe(false)
    expect(await exists('/dokan/pricing')).toBe(true)
    expect(await exists('/old-offer/')).toBe(true)
    // The site could not tell (its content source failing): neither there nor missing.
    expect(await exists('/support/topic/x/')).toBeNull()
    const asked = askSite.mock.calls.length
    expect(await exists('/no-such-page/')).toBe(false)
    expect(askSite).toHaveBeenCalledTimes(asked)
    clock = 61_000
    answers['/no-such-page/'] = { status: 200, location: null }
    expect(await exists('/no-such-page/')).toBe(true)
    expect(askSite).toHaveBeenCalledTimes(asked + 1)
  })
})
