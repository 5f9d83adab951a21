import { z } from 'zod'
import type { Transport } from '../transport.ts'
import { DEFAULT_AUDIENCES, DEFAULT_POPUP_COLORS, audienceSchema, cssColorSchema, siteSettingsSchema, type Audience } from '../../content-schemas/settings.ts'
import type { Locale } from '../../content-rules/locales.ts'
import { isRecord } from '../../content-schemas/is-record.ts'

/** A refused value as the log shows it: JSON, its invisible characters (a right-to-left override…) escaped, cut at 80 characters. */
const shown = (value: unknown) =>
  (JSON.stringify(value)?.replace(/\p{Cf}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) ?? 'missing').slice(0, 80)

/** A record of the settings whose entries are checked one by one, each with a default. */
interface CheckedEntries<V> {
  /** Where it sits in the answer: `['campaign', 'popup', 'colors']`. */
  path: string[]
  defaults: Readonly<Record<string, V>>
  /** Why the entry `key` is refused, as the log says it (its path and value in it), or null when it is fine. */
  problem: (key: string, value: unknown) => string | null
  /** What stands in for a refused entry, as the log says it. */
  instead: (key: string, fallback: V) => string
  /** What the log says when the whole record is no record (its defaults are then taken); unset, the schema refuses it. */
  noRecord?: string
}

/**
 * The settings as answered, each entry of `entries.path` that its check refuses replaced by its
 * default and logged: a value written behind a WordPress screen's back costs that one entry (a
 * popup's colour, an audience's form), not the page its menus and campaign.
 */
function refusingBadEntries<V>(lang: Locale, entries: CheckedEntries<V>) {
  const warn = (line: string) => console.warn(`[cms] settings (${lang}): ${line}`)
  const checked = (record: unknown, path: string[]): unknown => {
    const [step, ...rest] = path
    if (step === undefined) {
      if (record === undefined) return record
      if (!isRecord(record)) {
        if (entries.noRecord === undefined) return record
        warn(`${entries.path.join('.')} ${shown(record)} ${entries.noRecord}`)
        return entries.defaults
      }
      return Object.fromEntries(
        Object.entries(record).map(([key, value]) => {
          const problem = Object.hasOwn(entries.defaults, key) && value !== undefined ? entries.problem(key, value) : null
          if (problem === null) return [key, value]
          const fallback = entries.defaults[key] as V
          warn(`${problem}; ${entries.instead(key, fallback)}`)
          return [key, fallback]
        }),
      )
    }
    return isRecord(record) && step in record ? { ...record, [step]: checked(record[step], rest) } : record
  }
  return (answer: unknown): unknown => checked(answer, entries.path)
}

/** The campaign popup's colours: #rgb or #rrggbb only, nothing a style could be broken out of (WordPress's Campaign screen refuses the rest). */
const popupColours: CheckedEntries<string> = {
  path: ['campaign', 'popup', 'colors'],
  defaults: DEFAULT_POPUP_COLORS,
  problem: (name, value) =>
    cssColorSchema.safeParse(value).success ? null : `campaign.popup.colors.${name} ${shown(value)} is not a colour (#rgb or #rrggbb)`,
  instead: (_name, fallback) => `the popup shows ${fallback}`,
}

/** The mailing-list audiences: a form id that is a positive integer, a tag that is short plain text (the Site settings screen checks the same). */
const audiences: CheckedEntries<Audience> = {
  path: ['audiences'],
  defaults: DEFAULT_AUDIENCES,
  problem: (key, value) => {
    const parsed = audienceSchema.safeParse(value)
    if (parsed.success) return null
    return parsed.error.issues
      .map((issue) => {
        const field = issue.path.map(String).join('.')
        const given = field && isRecord(value) ? value[field] : value
        return `audiences.${key}${field ? `.${field}` : ''} ${shown(given)}: ${issue.message}`
      })
      .join('; ')
  },
  instead: (key, fallback) => `the ${key} audience is its default (form ${fallback.formId}, tag ${JSON.stringify(fallback.tag)})`,
  noRecord: 'is no list of audiences; the newsletter uses the default audiences',
}

/** The site's settings in one language (`site/v1/settings`: menus, the campaign, the mailing-list audiences, the blog's sidebar). */
export function settingsEndpoints({ request }: Transport) {
  return {
    async getSettings(lang: Locale) {
      const { data } = await request(
        '/site/v1/settings',
        { lang },
        z.preprocess((answer) => refusingBadEntries(lang, audiences)(refusingBadEntries(lang, popupColours)(answer)), siteSettingsSchema),
      )
      return data
    },
  }
}
