/**
 * The site's rules as the companion plugin reads them: `wordpress/site-blocks-api/site-rules.json`,
 * written from the site's own modules by `npm run wp:blocks` (build/write-block-metadata.ts), so that
 * the plugin's PHP keeps no copy of a language, a catalog, a page size, a settings field, a social
 * network, a block style or a check. The PHP reads it once a request (`site_blocks_api_rules()`,
 * wordpress/site-blocks-api/includes/site-rules.php); build/site-rules.test.ts fails while the
 * committed file differs from what these modules give now.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../content-rules/locales.ts'
import { CATALOGS, type CatalogName } from '../content-schemas/catalog.ts'
import { SOCIAL_NETWORKS, type SocialNetwork } from '../content-schemas/settings.ts'
import { SAFE_URL_SCHEMES, URL_IGNORED_CODE_POINTS, URL_SCHEME_STOPS } from '../content-schemas/safe-url.ts'
import { CAMPAIGN_DATE_MIN_YEAR, CAMPAIGN_DATE_PATTERN } from '../content-schemas/campaign-date.ts'
import { CAMPAIGN_DATE_FORMAT, CAMPAIGN_TIME_ZONE } from '../cms/campaign-time.ts'
import { FORUM_PAGE_SIZE } from '../content-rules/forum-pages.ts'
import { DECORATIVE_IMAGE_CLASS } from '../server/site-checks/image-alt-check.ts'
import { isRecord } from '../content-schemas/is-record.ts'
import { settingsJsonSchema, type WpSchema } from './block-json.ts'

/** Where the plugin reads its rules. */
export const SITE_RULES_FILE = path.resolve('wordpress/site-blocks-api/site-rules.json')

/** The command that writes the file. */
export const SITE_RULES_COMMAND = 'npm run wp:blocks'

/**
 * The fields of WordPress's Campaign and Site settings screens, by group: the key the screen stores
 * a field under → where the site's settings schema (content-schemas/settings.ts) has it. Each
 * field's label is its title there.
 */
const SETTINGS_SCREEN_FIELDS = {
  /** The Campaign screen's values, one for every language. */
  campaign: {
    endDate: ['campaign', 'endDate'],
    campaignType: ['campaign', 'campaignType'],
    activeProduct: ['campaign', 'activeProduct'],
    image: ['campaign', 'popup', 'image'],
    storageKey: ['campaign', 'popup', 'storageKey'],
  },
  /** The Campaign screen's popup colours. */
  campaignColors: {
    background: ['campaign', 'popup', 'colors', 'background'],
    text: ['campaign', 'popup', 'colors', 'text'],
    button: ['campaign', 'popup', 'colors', 'button'],
    buttonText: ['campaign', 'popup', 'colors', 'buttonText'],
  },
  /** The Campaign screen's texts, in each language. */
  campaignTexts: {
    banner: ['campaign', 'banner'],
    title: ['campaign', 'popup', 'title'],
    text: ['campaign', 'popup', 'text'],
    buttonText: ['campaign', 'popup', 'buttonText'],
  },
  /** The Site settings screen's footer call to action, in each language. */
  footerCta: {
    heading: ['footerCta', 'heading'],
    text: ['footerCta', 'text'],
    label: ['footerCta', 'label'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>

type SettingsFieldGroup = keyof typeof SETTINGS_SCREEN_FIELDS

/** A field of a settings screen: its label and where the settings' schema has it. */
export interface SettingsField {
  label: string
  path: string[]
}

/** What the plugin reads: every value from the site's modules. */
export interface SiteRules {
  $comment: string
  /** The site's languages (content-rules/locales.ts): the default one, and each one's name and ISO code. */
  languages: { default: Locale; all: Record<Locale, { name: string; iso: string }> }
  /** The catalog post types (content-schemas/catalog.ts): REST base → where their entries live on the site. */
  catalogs: Record<CatalogName, { path: string }>
  /** Items a page: the forum's topics and replies (content-rules/forum-pages.ts). */
  pageSizes: { forum: number }
  /** The Campaign and Site settings screens' fields, by group (SETTINGS_SCREEN_FIELDS). */
  settingsFields: Record<SettingsFieldGroup, Record<string, SettingsField>>
  /** The footer's social networks and their names (content-schemas/settings.ts). */
  socialNetworks: Record<SocialNetwork, string>
  /** The Image block's style that marks an image decorative (server/site-checks/image-alt-check.ts). */
  decorativeImageStyle: { name: string; className: string }
  /** content-schemas/safe-url.ts: the schemes allowed, what is taken out first, what ends a scheme. */
  safeUrl: { schemes: string[]; ignoredCodePoints: [number, number][]; schemeStops: string }
  /** content-schemas/campaign-date.ts and cms/campaign-time.ts: the end's format as PHP's DateTime reads it, the first year, the time zone. */
  campaignDate: { phpFormat: string; minYear: number; timeZone: string }
}

/** The part of the settings' schema at `path`, into a nullable object's object branch as the PHP walks it. */
function schemaAt(schema: WpSchema, keys: readonly string[]): WpSchema {
  let node = schema
  for (const key of keys) {
    const branch = Array.isArray(node.anyOf) ? (node.anyOf as WpSchema[]).find((b) => isRecord(b.properties)) : undefined
    const properties = (branch ?? node).properties
    const next = isRecord(properties) ? properties[key] : undefined
    if (!isRecord(next)) throw new Error(`the site settings' schema has no ${keys.join('.')}`)
    node = next
  }
  return node
}

function settingsFields(): SiteRules['settingsFields'] {
  const schema = settingsJsonSchema()
  const group = (fields: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, keys]) => {
        const { title } = schemaAt(schema, keys)
        if (typeof title !== 'string') throw new Error(`${keys.join('.')} has no title in content-schemas/settings.ts: it is the screen's label`)
        return [key, { label: title, path: [...keys] }]
      }),
    )
  return Object.fromEntries(Object.entries(SETTINGS_SCREEN_FIELDS).map(([name, fields]) => [name, group(fields)])) as SiteRules['settingsFields']
}

/** moment's tokens (cms/campaign-time.ts) → PHP's DateTime format characters. */
const PHP_DATE_TOKENS: Record<string, { php: string; digits: number }> = {
  YYYY: { php: 'Y', digits: 4 },
  MM: { php: 'm', digits: 2 },
  DD: { php: 'd', digits: 2 },
  HH: { php: 'H', digits: 2 },
  mm: { php: 'i', digits: 2 },
  ss: { php: 's', digits: 2 },
}

/**
 * The campaign date's format as PHP's `DateTime::createFromFormat` reads it; it must describe the
 * same text as the schema's pattern (content-schemas/campaign-date.ts), or the build stops.
 */
export function phpDateFormat(format: string, pattern: RegExp): string {
  const parts = format.split(/([A-Za-z]+)/).filter(Boolean)
  const token = (part: string) => {
    const known = PHP_DATE_TOKENS[part]
    if (!known) throw new Error(`the campaign date's format has ${part}, which has no PHP equivalent here`)
    return known
  }
  const separator = (part: string) => {
    if (!/^[-: /.,]+$/.test(part)) throw new Error(`the campaign date's format has "${part}" between its parts, which PHP would not read as it is`)
    return part
  }
  const isToken = (part: string) => /^[A-Za-z]/.test(part)
  const source = `^${parts.map((part) => (isToken(part) ? `\\d{${token(part).digits}}` : separator(part).replace(/[.]/g, '\\.'))).join('')}$`
  if (source !== pattern.source) throw new Error(`the campaign date's format (${format}) and its pattern (${pattern.source}) disagree`)
  return parts.map((part) => (isToken(part) ? token(part).php : part)).join('')
}

/** The name WordPress registers a block style under, from the class it gives the block (`is-style-{name}`). */
function blockStyle(className: string): { name: string; className: string } {
  const name = /^is-style-([a-z0-9-]+)$/.exec(className)?.[1]
  if (!name) throw new Error(`${className} is not a block style's class (is-style-{name})`)
  return { name, className }
}

/** The rules as the site's modules give them now. */
export function siteRules(): SiteRules {
  return {
    $comment: `Written by ${SITE_RULES_COMMAND} (build/site-rules.ts) from the site's own modules: do not edit.`,
    languages: {
      default: DEFAULT_LOCALE,
      all: Object.fromEntries(Object.entries(LOCALES).map(([code, { name, iso }]) => [code, { name, iso }])) as SiteRules['languages']['all'],
    },
    catalogs: Object.fromEntries(Object.entries(CATALOGS).map(([type, { base }]) => [type, { path: base }])) as SiteRules['catalogs'],
    pageSizes: { forum: FORUM_PAGE_SIZE },
    settingsFields: settingsFields(),
    socialNetworks: { ...SOCIAL_NETWORKS },
    decorativeImageStyle: blockStyle(DECORATIVE_IMAGE_CLASS),
    safeUrl: {
      schemes: [...SAFE_URL_SCHEMES],
      ignoredCodePoints: URL_IGNORED_CODE_POINTS.map(([from, to]) => [from, to]),
      schemeStops: URL_SCHEME_STOPS,
    },
    campaignDate: {
      phpFormat: phpDateFormat(CAMPAIGN_DATE_FORMAT, CAMPAIGN_DATE_PATTERN),
      minYear: CAMPAIGN_DATE_MIN_YEAR,
      timeZone: CAMPAIGN_TIME_ZONE,
    },
  }
}

/** The file's text, as written (tabs, like the block.json files beside it). */
export function siteRulesText(rules: SiteRules = siteRules()): string {
  return `${JSON.stringify(rules, null, '\t')}\n`
}

/** Writes the file; returns its path. */
export function writeSiteRules(file = SITE_RULES_FILE): string {
  writeFileSync(file, siteRulesText())
  return file
}
