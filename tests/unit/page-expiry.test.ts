import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { onCreatePageContext } from '../../pages/+onCreatePageContext.server.ts'
import { resolveBlocks } from '../../blocks/markup/resolve-blocks.ts'
import { parseBlockMarkup } from '../../blocks/markup/parse-blocks.ts'
import { loadMessages } from '../../locales/messages.ts'
import { campaignInstant } from '../../cms/campaign-time.ts'
import { embeddedCms } from '../support/embedded-cms.ts'
import countdown from '../../blocks/countdown/fixtures/black-friday.html?raw'
import careers from '../../blocks/job-listings/fixtures/careers.html?raw'

/**
 * What a render says about when it stops being true, for the page cache (cms.validUntil): the
 * campaign's end and the new year for every page (the banner, the footer's year), a countdown's end
 * and a job deadline's day for the blocks that show them.
 */
const recordingCms = () => {
  const validUntil = vi.fn()
  return { cms: { ...embeddedCms, validUntil }, validUntil }
}

afterEach(() => vi.useRealTimers())

describe('a render’s own expiry', () => {
  it('every page: the campaign’s end and the new year (the footer’s year)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 5, 15, 12))
    const { cms, validUntil } = recordingCms()
    const pageContext = { urlOriginal: 'http://site.test/es/dokan/', cms } as unknown as PageContextServer
    await onCreatePageContext(pageContext)
    const settings = await embeddedCms.getSettings('es')
    expect(validUntil).toHaveBeenCalledWith(campaignInstant(settings.campaign.endDate))
    expect(validUntil).toHaveBeenCalledWith(new Date(2027, 0, 1).getTime())
  })

  it('a countdown’s end, and the next day (UTC) for a list of open positions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 26, 9, 30))
    const { cms, validUntil } = recordingCms()
    const options = { cms, locale: 'en' as const, messages: await loadMessages('en'), logger: { warn() {}, error() {} } }
    await resolveBlocks(parseBlockMarkup(countdown), options)
    expect(validUntil).toHaveBeenCalledWith(campaignInstant('2026-12-02 23:59:59'))
    validUntil.mockClear()
    await resolveBlocks(parseBlockMarkup(careers), options)
    expect(validUntil).toHaveBeenCalledWith(Date.UTC(2026, 10, 27))
  })
})
