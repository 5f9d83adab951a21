import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCmsClient } from '../client.ts'
import { createContentApi } from '../../embedded-wordpress/app.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import {
  AUDIENCE_KEYS,
  DEFAULT_AUDIENCES,
  DEFAULT_CAMPAIGN_END,
  DEFAULT_NEWSLETTER_FORM_ID,
  DEFAULT_POPUP_BUTTON_TEXT,
  DEFAULT_POPUP_COLORS,
} from '../../content-schemas/settings.ts'

const dataset = loadDataset(path.resolve('content'))

/** The embedded content API, its settings answer changed by `edit` (a value written behind the Campaign screen's back). */
function clientWithSettings(edit: (campaign: Record<string, unknown>) => void) {
  return clientWithAnswer((body) => edit(body.campaign as Record<string, unknown>))
}

/** The embedded content API, its whole settings answer changed by `edit`. */
function clientWithAnswer(edit: (settings: Record<string, unknown>) => void) {
  const api = createContentApi(() => dataset)
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await api.fetch(new Request(input, init))
    if (!new URL(new Request(input, init).url).pathname.endsWith('/site/v1/settings')) return response
    const body = (await response.json()) as Record<string, unknown>
    edit(body)
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
  }
  return createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch })
}

afterEach(() => vi.restoreAllMocks())

describe('the campaign popup properties of the settings (SPEC §3)', () => {
  it('come from the campaign settings: image, title, end date, button text, active product, colours and storage key', async () => {
    const { campaign } = await clientWithSettings(() => {}).getSettings('en')
    expect(campaign).toMatchObject({ endDate: '2027-11-26 23:59:59', activeProduct: 'dokan' })
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

describe('the mailing-list audiences of the settings (SPEC §9)', () => {
  it('come from the settings: each of the seven audiences with its form and tag, the same in every language', async () => {
    const cms = clientWithAnswer(() => {})
    const [en, es, fr] = await Promise.all((['en', 'es', 'fr'] as const).map(async (lang) => (await cms.getSettings(lang)).audiences))
    expect(Object.keys(en!)).toEqual([...AUDIENCE_KEYS])
    expect(en).toMatchObject({ dokan: { formId: 480961, tag: 'dokan' }, pm: { formId: 480963, tag: 'project manager' }, news: { formId: 480967, tag: 'blog' } })
    expect(new Set(Object.values(en!).map((audience) => audience.formId)).size).toBe(AUDIENCE_KEYS.length)
    expect(es).toEqual(en)
    expect(fr).toEqual(en)
  })

  it('refuses an audience that is no audience, logs the field, and keeps the other audiences and the rest of the settings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cms = clientWithAnswer((settings) => {
      const audiences = settings.audiences as Record<string, unknown>
      audiences.dokan = { formId: 480961, tag: '<script>alert(1)</script>' }
      audiences.pm = { formId: -1, tag: 'project manager' }
      audiences.wct = { formId: 480965, tag: 'conversion\u202etracking' }
      audiences.news = null
    })
    const settings = await cms.getSettings('es')
    expect(settings.audiences).toEqual({
      dokan: DEFAULT_AUDIENCES.dokan,
      weforms: { formId: 480962, tag: 'weforms' },
      pm: DEFAULT_AUDIENCES.pm,
      wpuf: { formId: 480964, tag: 'user frontend' },
      wct: DEFAULT_AUDIENCES.wct,
      coupon: { formId: 480966, tag: 'coupons' },
      news: DEFAULT_AUDIENCES.news,
    })
    expect(settings.menus.primary.length).toBeGreaterThan(0)
    expect(settings.campaign.activeProduct).toBe('dokan')
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      `[cms] settings (es): audiences.dokan.tag "<script>alert(1)</script>": not plain text (no < > or control characters); the dokan audience is its default (form ${DEFAULT_NEWSLETTER_FORM_ID}, tag "dokan")`,
      `[cms] settings (es): audiences.pm.formId -1: Too small: expected number to be >0; the pm audience is its default (form ${DEFAULT_NEWSLETTER_FORM_ID}, tag "project manager")`,
      `[cms] settings (es): audiences.wct.tag "conversion\\u202etracking": not plain text (no < > or control characters); the wct audience is its default (form ${DEFAULT_NEWSLETTER_FORM_ID}, tag "conversion tracking")`,
      `[cms] settings (es): audiences.news null: Invalid input: expected object, received null; the news audience is its default (form ${DEFAULT_NEWSLETTER_FORM_ID}, tag "blog")`,
    ])
  })

  it("takes the defaults where the settings give none (an older settings answer): SPEC §9's tags, the default form", async () => {
    const cms = clientWithAnswer((settings) => delete settings.audiences)
    expect((await cms.getSettings('fr')).audiences).toEqual({
      dokan: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'dokan' },
      weforms: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'weforms' },
      pm: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'project manager' },
      wpuf: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'user frontend' },
      wct: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'conversion tracking' },
      coupon: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'coupons' },
      news: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'blog' },
    })
    const partial = clientWithAnswer((settings) => (settings.audiences = { coupon: { formId: 480966, tag: 'coupons' } }))
    expect((await partial.getSettings('fr')).audiences).toMatchObject({ coupon: { formId: 480966 }, dokan: DEFAULT_AUDIENCES.dokan })
  })

  it('takes every default, and logs it, when the audiences are no list of audiences at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cms = clientWithAnswer((settings) => (settings.audiences = '<script>'))
    expect((await cms.getSettings('en')).audiences).toEqual(DEFAULT_AUDIENCES)
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[cms] settings (en): audiences "<script>" is no list of audiences; the newsletter uses the default audiences',
    ])
  })
})
