import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveMarkup } from './resolve-markup.ts'

const STATIC = '<!-- wp:site/hero {"heading":"Still"} /-->'
const WITH_DATA = '<!-- wp:site/catalog-list {"catalog":"dokan-modules"} /-->'

afterEach(() => vi.useRealTimers())

describe('resolveMarkup', () => {
  it('keeps a tree of stored blocks until its key changes; one showing content-source data for at most a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-11-23T10:00:05Z'))
    const staticTree = await resolveMarkup('test:static:1', STATIC, { locale: 'en' })
    const dataTree = await resolveMarkup('test:data:1', WITH_DATA, { locale: 'en' })
    vi.setSystemTime(Date.parse('2026-11-23T10:00:50Z'))
    expect(await resolveMarkup('test:data:1', WITH_DATA, { locale: 'en' })).toBe(dataTree)
    vi.setSystemTime(Date.parse('2026-11-23T10:01:05Z'))
    expect(await resolveMarkup('test:static:1', STATIC, { locale: 'en' })).toBe(staticTree)
    const refreshed = await resolveMarkup('test:data:1', WITH_DATA, { locale: 'en' })
    expect(refreshed).not.toBe(dataTree)
    expect(refreshed).toEqual(dataTree)
  })
})
