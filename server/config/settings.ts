import { z } from 'zod'
import { flag, hostList, listenHost, numberAbove, offOrHttpsUrl, oneOf, origin, tagId, text, url, wholeNumber, type SettingType } from './setting-types.ts'

/** One environment variable: its kind, what unset means, one line on what it does, and whether it is a secret. */
export interface Setting<T = unknown> {
  type: SettingType<T>
  /** The value when the variable is unset or empty (undefined: none). */
  default: T | undefined
  /** What unset means, for the configuration table, where the value alone would not say it. */
  unset?: string
  about: string
  /** Never written anywhere: not in a refusal, a log line or the table's default. */
  secret?: boolean
  /** An empty value is a value (`CHECKOUT_SCRIPT_URL=` turns the script off), not an unset variable. */
  emptyIsValue?: boolean
}

const setting = <T, D extends T | undefined = undefined>(declaration: Omit<Setting<T>, 'default'> & { default?: D }) =>
  declaration as Setting<T> & { default: D }

/**
 * Every environment variable the site reads, declared once (server/config/site-config.ts parses
 * them once, at start; docs/operations.md's table is written from this list). In the order the
 * table shows them.
 */
export const SETTINGS = {
  NODE_ENV: setting({
    type: oneOf(['production', 'development', 'test']),
    default: 'development',
    about: '`production` for a built site (`npm start` sets it); anything else renders every request with vite',
  }),
  PORT: setting({ type: wholeNumber({ min: 0, max: 65535 }), default: 3000, about: 'HTTP port' }),
  HOST: setting({ type: listenHost, default: '0.0.0.0', about: 'interface to listen on' }),
  SITE_HOSTS: setting({
    type: hostList,
    default: [] as string[],
    unset: 'loopback only',
    about: 'the host names (with port, if any) the site is reached by, comma-separated; other `Host`s are served as the first',
  }),
  TRUST_PROXY: setting({
    type: flag,
    default: false,
    about: "`1`: behind one proxy, the visitor's address (rate limits) is the last `X-Forwarded-For` entry and `X-Forwarded-Proto` says https",
  }),
  DRAIN_NOTICE_MS: setting({
    type: wholeNumber({ min: 0, unit: 'milliseconds' }),
    default: 3000,
    about: 'on SIGTERM, how long readiness says no before connections stop being taken',
  }),

  CMS_URL: setting({
    type: url(['http:', 'https:'], { trimSlashes: true }),
    unset: 'embedded content',
    about: 'WordPress REST root, e.g. `http://127.0.0.1:8080/wp-json`',
  }),
  CONTENT_DIR: setting({ type: text, default: 'content', about: 'dataset of the embedded content API' }),
  CMS_CACHE_SECONDS: setting({
    type: wholeNumber({ min: 1, unit: 'seconds' }),
    default: 60,
    about: "how long content is served from the site's cache before the source is asked again (without change notices, an edit shows after about this long)",
  }),
  CMS_TIMEOUT_MS: setting({
    type: wholeNumber({ min: 1, unit: 'milliseconds' }),
    unset: '`1500`, or 60 s for the embedded content',
    about: 'the time limit of one content call',
  }),
  CMS_RETRY_AFTER_MS: setting({
    type: wholeNumber({ min: 0, unit: 'milliseconds' }),
    default: 5000,
    about: 'after a failed content call, how long the source is not asked again',
  }),
  CMS_PREVIEW_USER: setting({ type: text, unset: 'no draft previews', about: 'a WordPress user the site reads drafts with (server side only)' }),
  CMS_PREVIEW_PASSWORD: setting({ type: text, secret: true, unset: 'no draft previews', about: "that user's application password" }),
  JOBS_API_URL: setting({
    type: url(['http:', 'https:'], { trimSlashes: true }),
    unset: 'the content source',
    about: 'REST root of the job-listing API on its own host (`{root}/erp/v1/hrm/recruitment/jobs`)',
  }),
  STORE_API_URL: setting({
    type: url(['http:', 'https:'], { trimSlashes: true }),
    unset: 'the content source',
    about: 'REST root of the WooCommerce store whose orders the sales popup shows (`{root}/wc/v3/orders`); https when a key is set, but on loopback',
  }),
  STORE_CONSUMER_KEY: setting({
    type: text,
    unset: 'none (the embedded content: a key made at start)',
    about: 'a WooCommerce REST key with read access, set with its secret; with the embedded content, the key its stand-in store answers to',
  }),
  STORE_CONSUMER_SECRET: setting({ type: text, secret: true, unset: 'none', about: "that key's secret, sent as Basic authorization from the server" }),

  PAGE_CACHE_SECONDS: setting({
    type: wholeNumber({ min: 0, unit: 'seconds' }),
    unset: '`86400` with change notices (`PURGE_SECRET`) or the embedded content; else `CMS_CACHE_SECONDS`',
    about: 'how long a rendered page is kept when nothing says its content changed (a change notice drops it at once); `0` renders every request',
  }),
  PAGE_CACHE_MB: setting({
    type: numberAbove(0, 'megabytes'),
    default: 256,
    about: 'what the in-process page store holds (brotli and gzip bodies, headers, tags); the least recently used page leaves first',
  }),
  INLINE_CSS_MAX_BYTES: setting({
    type: wholeNumber({ min: 0, unit: 'bytes' }),
    default: 65536,
    about: "a page's stylesheet larger than this is linked (cached across pages) rather than put inline",
  }),
  REDIS_URL: setting({
    type: url(['redis:', 'rediss:']),
    secret: true,
    unset: 'caches in process',
    about: 'Redis shared by every instance (`redis://host:6379`): pages, content, render locks, purges, rate counts',
  }),

  FORMS_DB: setting({
    type: text,
    default: '.data/forms.sqlite',
    about: 'the form outbox (SQLite); with `DATABASE_URL`, where this instance keeps submissions while PostgreSQL is down (each instance its own)',
  }),
  DATABASE_URL: setting({
    type: url(['postgres:', 'postgresql:']),
    secret: true,
    unset: 'the SQLite outbox',
    about: 'PostgreSQL connection URL (`postgres://user:password@host:5432/db`): the form outbox is one table shared by every instance',
  }),
  FORMS_API_URL: setting({
    type: url(['http:', 'https:'], { trimSlashes: true }),
    unset: 'submissions kept in the outbox',
    about: 'forms service base (`{base}/forms/{id}/entries`)',
  }),
  FORMS_API_TOKEN: setting({ type: text, secret: true, unset: 'none', about: "the forms service's bearer token" }),
  MAILING_LIST_SUBSCRIBE_URL: setting({
    type: url(['http:', 'https:']),
    unset: 'kept in the outbox',
    about: 'email-marketing subscribe endpoint (demo form B)',
  }),
  DEMO_REDIRECT_HOSTS: setting({
    type: hostList,
    default: ['dokan-demo.wedevs.com', 'pm-demo.wedevs.com'],
    about: "hosts a demo response's `redirect_to` may send visitors to",
  }),
  FORMS_CLAIM_MS: setting({
    type: wholeNumber({ min: 1000, unit: 'milliseconds' }),
    default: 60_000,
    about: "how long one delivery attempt holds its submission (above a delivery's 8 s limit); a dead instance's claim is taken over after it",
  }),
  FORMS_RETRY_BASE_MS: setting({
    type: wholeNumber({ min: 1, unit: 'milliseconds' }),
    default: 30_000,
    about: 'first retry delay of undelivered submissions (then doubling, to an hour)',
  }),
  FORMS_MAX_PENDING: setting({
    type: wholeNumber({ min: 1 }),
    default: 10_000,
    about: 'undelivered submissions the outbox holds before new ones are refused (503)',
  }),
  FORMS_RETENTION_DAYS: setting({ type: numberAbove(0, 'days'), default: 30, about: 'how long delivered submissions are kept' }),
  FORMS_POSTS_PER_MINUTE: setting({
    type: wholeNumber({ min: 1 }),
    default: 10,
    about: 'form posts one address may make a minute (counted by every instance together with `REDIS_URL`)',
  }),
  AFFILIATE_API_URL: setting({
    type: url(['http:', 'https:'], { trimSlashes: true }),
    unset: 'visits not recorded (logged)',
    about: 'affiliate REST API base (e.g. `https://example.com/wp-json/affwp/v1`), set with its user and password',
  }),
  AFFILIATE_API_USERNAME: setting({ type: text, unset: 'none', about: "the affiliate API's Basic-auth user" }),
  AFFILIATE_API_PASSWORD: setting({ type: text, secret: true, unset: 'none', about: "that user's password (server side only)" }),

  PREVIEW_SECRET: setting({
    type: text,
    secret: true,
    unset: 'no block or draft previews',
    about: 'shared with the WordPress plugin (`SITE_BLOCKS_PREVIEW_SECRET`)',
  }),
  EDITOR_ORIGIN: setting({
    type: origin,
    unset: "`CMS_URL`'s origin",
    about: "wp-admin's origin: the one origin whose block editor may read the site's previews",
  }),
  PURGE_SECRET: setting({
    type: text,
    secret: true,
    unset: 'no change notices (content follows `CMS_CACHE_SECONDS`)',
    about: 'shared with the WordPress plugin (`SITE_BLOCKS_PURGE_SECRET`)',
  }),
  PURGE_WEBHOOK_URL: setting({
    type: url(['http:', 'https:']),
    unset: 'no CDN purge',
    about: 'told the tags of every change notice (`POST {"tags":[…]}`), retried after `PURGE_WEBHOOK_RETRY_BASE_MS`, doubling, 8 tries',
  }),
  PURGE_WEBHOOK_TOKEN: setting({ type: text, secret: true, unset: 'none', about: 'sent to the purge webhook as `Authorization: Bearer`' }),
  PURGE_WEBHOOK_RETRY_BASE_MS: setting({
    type: wholeNumber({ min: 1, unit: 'milliseconds' }),
    default: 30_000,
    about: 'first retry delay of a purge the webhook did not take',
  }),

  CHECKOUT_SCRIPT_URL: setting({
    type: offOrHttpsUrl,
    emptyIsValue: true,
    default: 'https://js.stripe.com/v3/',
    about: 'card checkout provider script (https); empty turns it off',
  }),
  ANALYTICS_TAG_ID: setting({
    type: tagId,
    unset: 'no tag loads',
    about:
      'a Google Tag Manager container (`GTM-…`) or GA4 id (`G-…`): its tag loads once the visitor accepts the cookie notice; the CSP allows its origins only when set',
  }),
  ANALYTICS_SCRIPT_URL: setting({
    type: url(['https:']),
    unset: "Google's loader for the id",
    about: "the tag's loader, for any service that reads the same `dataLayer`",
  }),

  METRICS_TOKEN: setting({
    type: text,
    secret: true,
    unset: 'nothing is counted, and `/metrics` answers 404',
    about: '`/metrics` (Prometheus text) answers a request with `Authorization: Bearer` this token',
  }),
  LOG_LEVEL: setting({
    type: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    about: 'the least level written; `debug` adds a line per request',
  }),
  LOG_FORMAT: setting({ type: oneOf(['json', 'pretty']), default: 'json', about: '`json`: one JSON object a line; `pretty`: readable lines for a terminal' }),
} satisfies Record<string, Setting<unknown>>

export type SettingName = keyof typeof SETTINGS

/** A variable's value as its declaration reads it: unset (or empty) gives the default. */
function variableSchema<T, D>({ type, default: fallback, emptyIsValue }: Setting<T> & { default: D }) {
  return z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' && !emptyIsValue ? undefined : value), type.schema.optional())
    .transform((value): T | D => (value === undefined ? fallback : value))
}

type Settings = typeof SETTINGS
/** Every variable's schema, by name: the environment's shape. */
export const environmentSchema = z.object(
  Object.fromEntries(Object.entries(SETTINGS).map(([name, declaration]) => [name, variableSchema(declaration as Setting<unknown> & { default: unknown })])) as {
    [K in SettingName]: ReturnType<typeof variableSchema<SettingValue<Settings[K]>, Settings[K]['default']>>
  },
)

type SettingValue<S> = S extends Setting<infer T> ? T : never

export type Environment = z.output<typeof environmentSchema>
