import { z } from 'zod'
import type { Transport } from '../transport.ts'
import {
  AUDIENCE_KEYS,
  DEFAULT_AUDIENCES,
  DEFAULT_POPUP_COLORS,
  audienceSchema,
  cssColorSchema,
  siteSettingsSchema,
  type AudienceKey,
} from '../../content-schemas/settings.ts'
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

const isAudienceKey = (key: string): key is AudienceKey => (AUDIENCE_KEYS as readonly string[]).includes(key)
/** A refused value as the log shows it: JSON, its invisible characters (a right-to-left override…) escaped, cut at 80 characters. */
const shown = (value: unknown) =>
  (JSON.stringify(value)?.replace(/\p{Cf}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) ?? 'missing').slice(0, 80)

/**
 * The mailing-list audiences as answered, each one that is no audience (a form id that is no positive
 * integer, a tag that is not short plain text) replaced by its default and logged: a value written
 * behind the Site settings screen's back costs that audience its form, not the page its settings.
 */
function refusingBadAudiences(lang: Locale) {
  return (answer: unknown): unknown => {
    if (!answer || typeof answer !== 'object' || !('audiences' in answer) || answer.audiences === undefined) return answer
    const { audiences } = answer
    if (!audiences || typeof audiences !== 'object' || Array.isArray(audiences)) {
      console.warn(`[cms] settings (${lang}): audiences ${shown(audiences)} is no list of audiences; the newsletter uses the default audiences`)
      return { ...answer, audiences: DEFAULT_AUDIENCES }
    }
    const checked = Object.fromEntries(
      Object.entries(audiences as Record<string, unknown>).map(([key, value]) => {
        if (!isAudienceKey(key) || value === undefined) return [key, value]
        const parsed = audienceSchema.safeParse(value)
        if (parsed.success) return [key, value]
        const fallback = DEFAULT_AUDIENCES[key]
        const problems = parsed.error.issues.map((issue) => {
          const field = issue.path.map(String).join('.')
          const given = field ? (value as Record<string, unknown>)[field] : value
          return `audiences.${key}${field ? `.${field}` : ''} ${shown(given)}: ${issue.message}`
        })
        console.warn(
          `[cms] settings (${lang}): ${problems.join('; ')}; the ${key} audience is its default (form ${fallback.formId}, tag ${JSON.stringify(fallback.tag)})`,
        )
        return [key, fallback]
      }),
    )
    return { ...answer, audiences: checked }
  }
}

/** The site's settings in one language (`site/v1/settings`: menus, the campaign, the mailing-list audiences, the blog's sidebar). */
export function settingsEndpoints({ request }: Transport) {
  return {
    async getSettings(lang: Locale) {
      const { data } = await request(
        '/site/v1/settings',
        { lang },
        z.preprocess((answer) => refusingBadAudiences(lang)(refusingBadColours(lang)(answer)), siteSettingsSchema),
      )
      return data
    },
  }
}
