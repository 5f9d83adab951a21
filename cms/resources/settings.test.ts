import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCmsClient } from '../client.ts'
import { createContentApi } from '../../server/content-api/app.ts'
import { loadDataset } from '../../server/content-api/dataset.ts'
import { DEFAULT_CAMPAIGN_END, DEFAULT_POPUP_BUTTON_TEXT, DEFAULT_POPUP_COLORS } from '../../content-schemas/settings.ts'

const dataset = loadDataset(path.resolve('content'))

/** The embedded content API, its settings answer changed by `edit` (a value written behind the Campaign screen's back). */
function clientWithSettings(edit: (campaign: Record<string, unknown>) => void) {
  const api = createContentApi(() => dataset)
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await api.fetch(new Request(input, init))
    if (!new URL(new Request(input, init).url).pathname.endsWith('/site/v1/settings')) return response
    const body = (await response.json()) as { campaign: Record<string, unknown> }
    edit(body.campaign)
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
  }
  return createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch })
}

afterEach(() => vi.restoreAllMocks())

describe('the campaign popup properties of the settings (SPEC §3)', () => {
  it('come from the campaign settings: image, title, end date, button text, active product, colours and storage key', async () => {
    const { campaign } = await clientWithSettings(() => {}).getSettings('en')
    expect(campaign).toMatchObject({ endDate: '2025-10-01 17:59:59', activeProduct: 'dokan' })
    expect(campaign.popup).toEqual({
      title: 'Wait! Black Friday ends soon',
      text: 'Save 50% on every plan before the countdown reaches zero.',
      image: null,
      buttonText: 'Lock in 50% OFF Now',
      colors: { background: '#ffffff', text: '#1d2327', button: '#6c4de6', buttonText: '#ffffff' },
      storageKey: 'campaign_popup_closed_at',
    })
  })

  it('refuses a colour that is no colour, logs the field, and keeps the rest of the settings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cms = clientWithSettings((campaign) => {
      const popup = campaign.popup as { colors: Record<string, string> }
      popup.colors = { ...popup.colors, background: 'red;}body{display:none', button: 'url(javascript:alert(1))', text: '#123' }
    })
    const settings = await cms.getSettings('fr')
    expect(settings.campaign.popup.colors).toEqual({
      background: DEFAULT_POPUP_COLORS.background,
      text: '#123',
      button: DEFAULT_POPUP_COLORS.button,
      buttonText: '#ffffff',
    })
    expect(settings.menus.primary.length).toBeGreaterThan(0)
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      `[cms] settings (fr): campaign.popup.colors.background "red;}body{display:none" is not a colour (#rgb or #rrggbb); the popup shows ${DEFAULT_POPUP_COLORS.background}`,
      `[cms] settings (fr): campaign.popup.colors.button "url(javascript:alert(1))" is not a colour (#rgb or #rrggbb); the popup shows ${DEFAULT_POPUP_COLORS.button}`,
    ])
  })

  it("takes the SPEC's defaults where the settings give none: the end date (26 September 2025, Asia/Dhaka), the button text and the colours", async () => {
    const cms = clientWithSettings((campaign) => {
      const popup = campaign.popup as Record<string, unknown>
      delete campaign.endDate
      delete popup.buttonText
      delete popup.colors
    })
    const { campaign } = await cms.getSettings('es')
    expect(campaign.endDate).toBe(DEFAULT_CAMPAIGN_END)
    expect(DEFAULT_CAMPAIGN_END).toBe('2025-09-26 00:00:00')
    expect(campaign.popup.buttonText).toBe(DEFAULT_POPUP_BUTTON_TEXT)
    expect(campaign.popup.colors).toEqual(DEFAULT_POPUP_COLORS)
  })
})
