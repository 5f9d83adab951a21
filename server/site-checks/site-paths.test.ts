import { describe, expect, it, vi } from 'vitest'
import { embeddedCms } from '../../tests/unit/embedded-cms.ts'
import { sitePaths } from './site-paths.ts'

describe('the site’s paths, for the link check', () => {
  it('knows the content of every language from the sitemaps, and asks the site itself for the rest, remembering its answers for a while', async () => {
    let clock = 0
    const answers: Record<string, number> = { '/blog/page/2/': 200, '/no-such-page/': 404, '/support/topic/x/': 503 }
    const askSite = vi.fn(async (target: string) => answers[target] ?? 404)
    const exists = sitePaths({ cms: embeddedCms, askSite, lifetimeMs: 60_000, now: () => clock })
    expect(await exists('/dokan/pricing/')).toBe(true)
    expect(await exists('/es/dokan/')).toBe(true)
    expect(await exists('/blog/')).toBe(true)
    expect(askSite).not.toHaveBeenCalled()
    expect(await exists('/blog/page/2/')).toBe(true)
    expect(await exists('/no-such-page/')).toBe(false)
    // The site could not tell (its content source failing): neither there nor missing.
    expect(await exists('/support/topic/x/')).toBeNull()
    expect(await exists('/no-such-page/')).toBe(false)
    expect(askSite).toHaveBeenCalledTimes(3)
    clock = 61_000
    answers['/no-such-page/'] = 200
    expect(await exists('/no-such-page/')).toBe(true)
    expect(askSite).toHaveBeenCalledTimes(4)
  })
})
