import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveMarkup } from './resolve-markup.ts'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'
import { createSiteCms } from '../../server/site-cms.ts'
import { testConfig } from '../../tests/support/site-config.ts'

const STATIC = '<!-- wp:site/hero {"heading":"Still"} /-->'
const WITH_DATA = '<!-- wp:site/catalog-list {"catalog":"dokan-modules"} /-->'

afterEach(() => vi.useRealTimers())

describe('resolveMarkup', () => {
  it('keeps a tree of stored blocks while its markup is the same; one showing content-source data is built again once that content is due to be asked again', async () => {
    // A content client of its own: its caches start empty, on this test's clock.
    const cms = createSiteCms(testConfig().content)
    const t0 = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(t0)
    const staticTree = await resolveMarkup(STATIC, { cms, locale: 'en' })
    const dataTree = await resolveMarkup(WITH_DATA, { cms, locale: 'en' })
    vi.setSystemTime(t0 + 50_000)
    expect(await resolveMarkup(WITH_DATA, { cms, locale: 'en' })).toBe(dataTree)
    // Past the content's minute (CMS_CACHE_SECONDS): the tree showing it is served once more and built again behind.
    vi.setSystemTime(t0 + 61_000)
    expect(await resolveMarkup(STATIC, { cms, locale: 'en' })).toBe(staticTree)
    expect(await resolveMarkup(WITH_DATA, { cms, locale: 'en' })).toBe(dataTree)
    await vi.waitFor(async () => expect(await resolveMarkup(WITH_DATA, { cms, locale: 'en' })).not.toBe(dataTree))
    expect(await resolveMarkup(WITH_DATA, { cms, locale: 'en' })).toEqual(dataTree)
    // An hour on, a tree of stored blocks alone is built again too.
    vi.setSystemTime(t0 + 3_700_000)
    await resolveMarkup(STATIC, { cms, locale: 'en' })
    await vi.waitFor(async () => expect(await resolveMarkup(STATIC, { cms, locale: 'en' })).not.toBe(staticTree))
  })

  it('gives different markup its own tree, even for the same item within the same second', async () => {
    const first = await resolveMarkup('<!-- wp:site/hero {"heading":"First save"} /-->', { cms: embeddedCms, locale: 'en' })
    const second = await resolveMarkup('<!-- wp:site/hero {"heading":"Second save"} /-->', { cms: embeddedCms, locale: 'en' })
    expect(JSON.stringify(second)).toContain('Second save')
    expect(JSON.stringify(first)).toContain('First save')
  })

  it('keeps nothing of a draft', async () => {
    const draft = '<!-- wp:site/hero {"heading":"A draft only its editor sees"} /-->'
    const first = await resolveMarkup(draft, { cms: embeddedCms, locale: 'en', draft: true })
    expect(await resolveMarkup(draft, { cms: embeddedCms, locale: 'en', draft: true })).not.toBe(first)
    expect(await resolveMarkup(draft, { cms: embeddedCms, locale: 'en' })).not.toBe(first)
  })
})
