import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveMarkup } from './resolve-markup.ts'
import { embeddedCms } from '../../tests/unit/embedded-cms.ts'

const STATIC = '<!-- wp:site/hero {"heading":"Still"} /-->'
const WITH_DATA = '<!-- wp:site/catalog-list {"catalog":"dokan-modules"} /-->'

afterEach(() => vi.useRealTimers())

describe('resolveMarkup', () => {
  it('keeps a tree of stored blocks while its markup is the same; one showing content-source data for at most a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-11-23T10:00:05Z'))
    const staticTree = await resolveMarkup(STATIC, { cms: embeddedCms, locale: 'en' })
    const dataTree = await resolveMarkup(WITH_DATA, { cms: embeddedCms, locale: 'en' })
    vi.setSystemTime(Date.parse('2026-11-23T10:00:50Z'))
    expect(await resolveMarkup(WITH_DATA, { cms: embeddedCms, locale: 'en' })).toBe(dataTree)
    vi.setSystemTime(Date.parse('2026-11-23T10:01:05Z'))
    expect(await resolveMarkup(STATIC, { cms: embeddedCms, locale: 'en' })).toBe(staticTree)
    const refreshed = await resolveMarkup(WITH_DATA, { cms: embeddedCms, locale: 'en' })
    expect(refreshed).not.toBe(dataTree)
    expect(refreshed).toEqual(dataTree)
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
