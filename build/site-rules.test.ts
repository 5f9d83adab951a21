import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SITE_RULES_COMMAND, SITE_RULES_FILE, phpDateFormat, siteRules, siteRulesText, type SiteRules } from './site-rules.ts'
import { LOCALE_CODES } from '../content-rules/locales.ts'
import { CATALOG_NAMES } from '../content-schemas/catalog.ts'
import { isSafeUrl } from '../content-schemas/safe-url.ts'
import { isCampaignDate } from '../content-schemas/campaign-date.ts'

const PLUGIN_DIR = path.resolve('wordpress/site-blocks-api')

/** The plugin's PHP files, and its editor scripts' sources: path relative to the plugin → text. */
function pluginSources(): Map<string, string> {
  const files = readdirSync(PLUGIN_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(php|tsx?)$/.test(entry.name))
    .map((entry) => path.relative(PLUGIN_DIR, path.join(entry.parentPath, entry.name)))
  return new Map(files.map((file) => [file, readFileSync(path.join(PLUGIN_DIR, file), 'utf8')]))
}

/** The code without its comments (which may name a rule in words): block comments, and `//` comments that start a line or follow code after a space. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/(?:\s.*)?$/gm, '$1')

/** The quoted strings of the code (single or double quotes, PHP's and TypeScript's alike), as written between their quotes. */
const quotedStrings = (code: string) =>
  [...withoutComments(code).matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((match) => match[1] ?? match[2] ?? '')

/** Every value of the rules that the plugin's code must not write itself: a copy of one would drift from the site. */
function copiedValues(rules: SiteRules): string[] {
  const { languages, catalogs, settingsFields, socialNetworks, decorativeImageStyle, campaignDate } = rules
  return [
    ...Object.entries(languages.all).flatMap(([code, { name, iso }]) => [code, name, iso]),
    ...Object.entries(catalogs).flatMap(([type, { path: base }]) => [type, base, base.replace(/^\/|\/$/g, '')]),
    ...Object.values(settingsFields).flatMap((group) => Object.values(group).map((field) => field.label)),
    // Keys of one letter (x) would be found everywhere: their names are not.
    ...Object.entries(socialNetworks).flatMap(([key, name]) => [key, name].filter((value) => value.length > 2)),
    decorativeImageStyle.name,
    decorativeImageStyle.className,
    campaignDate.phpFormat,
    `!${campaignDate.phpFormat}`,
    campaignDate.timeZone,
  ]
}

describe("the plugin's site-rules.json", () => {
  it(`is what the site's modules give now (${SITE_RULES_COMMAND} writes it)`, () => {
    expect(readFileSync(SITE_RULES_FILE, 'utf8'), `wordpress/site-blocks-api/site-rules.json is stale: run \`${SITE_RULES_COMMAND}\` and commit it`).toBe(
      siteRulesText(),
    )
  })

  it("holds the site's languages, catalogs, forum page size, settings fields, social networks, Decorative style and checks", () => {
    const rules = siteRules()
    expect(Object.keys(rules.languages.all)).toEqual(LOCALE_CODES)
    expect(rules.languages.all.es).toEqual({ name: 'Español', iso: 'es-ES' })
    expect(Object.keys(rules.catalogs)).toEqual(CATALOG_NAMES)
    expect(rules.catalogs['dokan-demos']).toEqual({ path: '/dokan/demo/' })
    expect(rules.pageSizes.forum).toBe(15)
    expect(rules.settingsFields.campaign.endDate).toEqual({ label: 'End (Asia/Dhaka time)', path: ['campaign', 'endDate'] })
    expect(rules.settingsFields.campaignColors.background).toEqual({ label: 'Popup background colour', path: ['campaign', 'popup', 'colors', 'background'] })
    expect(Object.keys(rules.socialNetworks)).toEqual(['facebook', 'x', 'youtube', 'linkedin', 'instagram'])
    expect(rules.decorativeImageStyle).toEqual({ name: 'decorative', className: 'is-style-decorative' })
    expect(rules.safeUrl.schemes).toEqual(['http', 'https', 'mailto', 'tel'])
    expect(rules.campaignDate).toEqual({ phpFormat: 'Y-m-d H:i:s', minYear: 100, timeZone: 'Asia/Dhaka' })
  })

  it('is read by the PHP, every part of it', () => {
    const php = [...pluginSources()].filter(([file]) => file.endsWith('.php')).map(([, text]) => text)
    for (const key of Object.keys(siteRules()).filter((key) => key !== '$comment')) {
      expect(
        php.some((text) => text.includes(`site_blocks_api_rules()['${key}']`)),
        key,
      ).toBe(true)
    }
  })

  it('turns the campaign date format into PHP’s, and stops the build where the format and the pattern disagree', () => {
    expect(phpDateFormat('YYYY-MM-DD HH:mm:ss', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBe('Y-m-d H:i:s')
    expect(() => phpDateFormat('YYYY-MM-DD HH:mm', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toThrow(/disagree/)
    expect(() => phpDateFormat('YYYY-MM-DD hh:mm:ss', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toThrow(/no PHP equivalent/)
  })
})

describe("the plugin's code holds no copy of the site's rules", () => {
  const sources = pluginSources()
  const forbidden = new Set(copiedValues(siteRules()))

  it.each([...sources.keys()])('%s writes none of their values', (file) => {
    const copies = quotedStrings(sources.get(file)!).filter((value) => forbidden.has(value))
    expect(copies, `${file} repeats the site's rules: read them from site_blocks_api_rules() (site-rules.json)`).toEqual([])
  })

  it.each([...sources.keys()].filter((file) => file.endsWith('.php')))('%s has no language list, page size, URL scheme or year of its own', (file) => {
    const code = withoutComments(sources.get(file)!)
    const read = 'read it from site_blocks_api_rules() (site-rules.json)'
    expect(code, `${file} lists the languages: ${read}`).not.toMatch(new RegExp(`array\\(\\s*'(?:${LOCALE_CODES.join('|')})'`))
    expect(code, `${file} sets a page size: ${read}`).not.toMatch(/PAGE_SIZE\s*=\s*\d/)
    expect(code, `${file} names URL schemes or the characters a URL's scheme ignores: ${read}`).not.toMatch(/https\?|mailto|javascript|\\x00-\\x20/i)
    expect(code, `${file} sets the campaign's first year: ${read}`).not.toMatch(/format\(\s*'Y'\s*\)\s*<\s*\d/)
  })

  it('finds a copy where one is written', () => {
    const copy = `<?php\nconst SITE_BLOCKS_API_CATALOGS = array( 'dokan-demos' => 'dokan/demo' ); // the site's catalog\n`
    expect(quotedStrings(copy).filter((value) => forbidden.has(value))).toEqual(['dokan-demos', 'dokan/demo'])
    expect(quotedStrings(`/* 'dokan-demos' */ $a = 'b';`)).toEqual(['b'])
  })
})

/** PHP, when this machine has it (the WordPress tests install Debian's php-cli). */
const php = spawnSync('php', ['--version'], { encoding: 'utf8' }).status === 0

/**
 * The plugin's checks, run by PHP over `urls` and `dates`, with the rules of `rules` in place of the
 * committed file: a copy of the plugin's includes beside that file.
 */
function pluginChecks(rules: SiteRules, urls: string[], dates: string[]): { urls: boolean[]; dates: boolean[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-rules-'))
  try {
    mkdirSync(path.join(dir, 'includes'))
    for (const file of ['site-rules.php', 'site-settings.php']) cpSync(path.join(PLUGIN_DIR, 'includes', file), path.join(dir, 'includes', file))
    writeFileSync(path.join(dir, 'site-rules.json'), siteRulesText(rules))
    const harness = `<?php
define( 'ABSPATH', __DIR__ . '/' );
function add_action() {}
require __DIR__ . '/includes/site-rules.php';
require __DIR__ . '/includes/site-settings.php';
$input = json_decode( stream_get_contents( STDIN ), true );
echo json_encode( array(
	'urls'  => array_map( 'site_blocks_api_is_safe_url', $input['urls'] ),
	'dates' => array_map( 'site_blocks_api_is_campaign_date', $input['dates'] ),
) );
`
    writeFileSync(path.join(dir, 'harness.php'), harness)
    const run = spawnSync('php', [path.join(dir, 'harness.php')], { input: JSON.stringify({ urls, dates }), encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`php: ${run.stderr || run.stdout}`)
    return JSON.parse(run.stdout) as { urls: boolean[]; dates: boolean[] }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const URL_CASES = [
  '/a/',
  '#top',
  '?q=1',
  'page/2/',
  'https://x.example/',
  'HTTP://x.example',
  'mailto:a@b.c',
  'tel:+123',
  'javascript:alert(1)',
  ' javascript:x',
  'java\tscript:x',
  'java\u0085script:x',
  'data:text/html,x',
  'file:///etc/passwd',
  'a?b:c',
  '#x:y',
]
const DATE_CASES = [
  '2026-12-02 23:59:59',
  '2028-02-29 12:00:00',
  '2026-02-29 12:00:00',
  '2026-12-02 24:00:00',
  '0099-12-31 23:59:59',
  '0100-01-01 00:00:00',
  '2026-12-02T23:59:59',
]

/** Text made of what the rules turn on (scheme letters, colons, stops, ignored characters) and a few others. */
const urlLike = fc
  .array(fc.constantFrom(...'htpsmailoejvaTHPSM:/?#x é'.split(''), '\t', '\n', '\u0000', '\u007f', '\u0085', '\u009f', '\u00a0', '😀'), { maxLength: 12 })
  .map((chars) => chars.join(''))
const dateLike = fc.tuple(fc.integer({ min: 0, max: 9999 }), ...[13, 32, 25, 61, 61].map((max) => fc.integer({ min: 0, max }))).map(
  ([year, ...parts]) =>
    `${String(year).padStart(4, '0')}-${parts
      .map((part) => String(part).padStart(2, '0'))
      .join('-')
      .replace(/^(..-..)-(..)-(..)-(..)$/, '$1 $2:$3:$4')}`,
)

describe.skipIf(!php)("the plugin's checks, in PHP, as the site's", () => {
  it('refuse and accept the links and campaign dates the site does', () => {
    const urls = [...URL_CASES, ...fc.sample(urlLike, { numRuns: 3000, seed: 42 })]
    const dates = [...DATE_CASES, ...fc.sample(dateLike, { numRuns: 3000, seed: 42 })]
    const checked = pluginChecks(siteRules(), urls, dates)
    expect(urls.filter((url, i) => checked.urls[i] !== isSafeUrl(url))).toEqual([])
    expect(dates.filter((date, i) => checked.dates[i] !== isCampaignDate(date))).toEqual([])
  })

  it("follow a change to the site's rules with no PHP edit", () => {
    const rules = siteRules()
    const changed: SiteRules = {
      ...rules,
      safeUrl: { ...rules.safeUrl, schemes: rules.safeUrl.schemes.filter((scheme) => scheme !== 'tel').concat('ftp') },
      campaignDate: { ...rules.campaignDate, minYear: 2027 },
    }
    expect(pluginChecks(rules, ['tel:+1', 'ftp://x'], ['2026-12-02 23:59:59'])).toEqual({ urls: [true, false], dates: [true] })
    expect(pluginChecks(changed, ['tel:+1', 'ftp://x'], ['2026-12-02 23:59:59'])).toEqual({ urls: [false, true], dates: [false] })
  })
})
