import { z } from 'zod'
import type { Transport } from '../transport.ts'
import { DEFAULT_POPUP_COLORS, cssColorSchema, siteSettingsSchema } from '../../content-schemas/settings.ts'
import type { Locale } from '../../locales/locales.ts'

type PopupColor = keyof typeof DEFAULT_POPUP_COLORS

/**
 * The campaign popup's colours as answered, each one that is no colour (#rgb or #rrggbb: nothing a
 * style could be broken out of) replaced by its default and logged: a value written behind the
 * Campaign screen's back (WordPress's own check refuses it there) costs the popup its colour, not
 * the page its menus and campaign.
 */
function refusingBadColours(lang: Locale) {
  return (answer: unknown): unknown => {
    const colors = (answer as { campaign?: { popup?: { colors?: unknown } } } | null)?.campaign?.popup?.colors
    if (!colors || typeof colors !== 'object') return answer
    const checked = Object.fromEntries(
      Object.entries(colors).map(([name, value]) => {
        if (!Object.hasOwn(DEFAULT_POPUP_COLORS, name) || cssColorSchema.safeParse(value).success) return [name, value]
        const fallback = DEFAULT_POPUP_COLORS[name as PopupColor]
        console.warn(
          `[cms] settings (${lang}): campaign.popup.colors.${name} ${JSON.stringify(value)?.slice(0, 80)} is not a colour (#rgb or #rrggbb); the popup shows ${fallback}`,
        )
        return [name, fallback]
      }),
    )
    const { campaign } = answer as { campaign: { popup: Record<string, unknown> } }
    return { ...(answer as object), campaign: { ...campaign, popup: { ...campaign.popup, colors: checked } } }
  }
}

/** The site's settings in one language (`site/v1/settings`: menus, the campaign, the blog's sidebar). */
export function settingsEndpoints({ request }: Transport) {
  return {
    async getSettings(lang: Locale) {
      const { data } = await request('/site/v1/settings', { lang }, z.preprocess(refusingBadColours(lang), siteSettingsSchema))
      return data
    },
  }
}
