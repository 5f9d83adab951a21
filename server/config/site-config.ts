import { z } from 'zod'
import { environmentSchema, SETTINGS, type Environment, type SettingName } from './settings.ts'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
/** A rendered page's lifetime when change notices (or an unchanging dataset) say when it changes. */
export const PAGE_LIFETIME_WITH_NOTICES_MS = 24 * 60 * 60 * 1000
const GOOGLE_LOADER_ORIGIN = 'https://www.googletagmanager.com'
/** Where a Google tag sends page views (the regional collection hosts included). */
const GOOGLE_HIT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

/** Variables that only work together: set all of them, or none. */
const TOGETHER: SettingName[][] = [
  ['STORE_CONSUMER_KEY', 'STORE_CONSUMER_SECRET'],
  ['CMS_PREVIEW_USER', 'CMS_PREVIEW_PASSWORD'],
  ['AFFILIATE_API_URL', 'AFFILIATE_API_USERNAME', 'AFFILIATE_API_PASSWORD'],
]

/** The rules between variables, each reported on the first variable it names. */
function crossChecks(env: Environment, ctx: z.RefinementCtx) {
  for (const names of TOGETHER) {
    const set = names.filter((name) => env[name] !== undefined)
    if (set.length > 0 && set.length < names.length) {
      ctx.addIssue({ code: 'custom', path: [names.find((name) => env[name] === undefined)!], message: `${names.join(', ')} are set together, or none of them` })
    }
  }
  if (env.STORE_CONSUMER_KEY && env.STORE_API_URL) {
    const store = new URL(env.STORE_API_URL)
    if (store.protocol === 'http:' && !LOOPBACK.has(store.hostname)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORE_API_URL'],
        message: 'it must be https to be sent STORE_CONSUMER_KEY (http would carry the key in the clear)',
      })
    }
  }
}

function secretValues(env: Environment): string[] {
  const values = (Object.keys(SETTINGS) as SettingName[]).filter((name) => SETTINGS[name].secret).map((name) => env[name])
  const texts = values.filter((value): value is string => typeof value === 'string')
  const passwords = [env.DATABASE_URL, env.REDIS_URL].flatMap((url) => (url ? [decodeURIComponent(new URL(url).password)] : []))
  return [...texts, ...passwords].filter(Boolean)
}

/** The environment, grouped by what reads it: the one configuration the server hands down. */
function grouped(env: Environment) {
  const dev = env.NODE_ENV !== 'production'
  const embedded = env.CMS_URL === undefined
  const analyticsLoader = env.ANALYTICS_TAG_ID?.startsWith('GTM-') ? `${GOOGLE_LOADER_ORIGIN}/gtm.js?id=` : `${GOOGLE_LOADER_ORIGIN}/gtag/js?id=`
  const analyticsScript = env.ANALYTICS_SCRIPT_URL ?? `${analyticsLoader}${env.ANALYTICS_TAG_ID}`
  const cacheTtlMs = env.CMS_CACHE_SECONDS * 1000
  return {
    dev,
    port: env.PORT,
    host: env.HOST,
    siteHosts: env.SITE_HOSTS,
    trustProxy: env.TRUST_PROXY,
    drainNoticeMs: env.DRAIN_NOTICE_MS,
    content: {
      /** WordPress's REST root; null: the embedded content API over `contentDir`. */
      cmsUrl: env.CMS_URL ?? null,
      contentDir: env.CONTENT_DIR,
      cacheTtlMs,
      // In process, a call waits for the event loop, not a network: under load a time limit would only fail pages.
      timeoutMs: env.CMS_TIMEOUT_MS ?? (embedded ? 60_000 : 1_500),
      retryAfterMs: env.CMS_RETRY_AFTER_MS,
      jobsBaseURL: env.JOBS_API_URL,
      editorCredentials: env.CMS_PREVIEW_USER && env.CMS_PREVIEW_PASSWORD ? { user: env.CMS_PREVIEW_USER, password: env.CMS_PREVIEW_PASSWORD } : undefined,
      /** Where the sales popup reads orders (null: the content source's own) and the read key for it. */
      storeUrl: env.STORE_API_URL ?? null,
      storeKey: env.STORE_CONSUMER_KEY && env.STORE_CONSUMER_SECRET ? { key: env.STORE_CONSUMER_KEY, secret: env.STORE_CONSUMER_SECRET } : null,
    },
    pages: {
      // Development renders every request, so that edits show at once. Otherwise a day when
      // WordPress tells the site what changed or the content is the unchanging dataset; else as long
      // as content is cached, since nothing else would show an edit.
      lifetimeMs: dev
        ? 0
        : env.PAGE_CACHE_SECONDS !== undefined
          ? env.PAGE_CACHE_SECONDS * 1000
          : env.PURGE_SECRET || embedded
            ? PAGE_LIFETIME_WITH_NOTICES_MS
            : cacheTtlMs,
      cacheBytes: Math.round(env.PAGE_CACHE_MB * 1024 * 1024),
      inlineCssMaxBytes: env.INLINE_CSS_MAX_BYTES,
    },
    redisUrl: env.REDIS_URL ?? null,
    forms: {
      db: env.FORMS_DB,
      databaseUrl: env.DATABASE_URL ?? null,
      claimMs: env.FORMS_CLAIM_MS,
      retryBaseMs: env.FORMS_RETRY_BASE_MS,
      maxPending: env.FORMS_MAX_PENDING,
      retentionMs: Math.round(env.FORMS_RETENTION_DAYS * 86_400_000),
      postsPerMinute: env.FORMS_POSTS_PER_MINUTE,
      services: {
        formsApiUrl: env.FORMS_API_URL ?? null,
        formsApiToken: env.FORMS_API_TOKEN ?? null,
        mailingListSubscribeUrl: env.MAILING_LIST_SUBSCRIBE_URL ?? null,
        demoRedirectHosts: env.DEMO_REDIRECT_HOSTS,
      },
    },
    affiliateApi:
      env.AFFILIATE_API_URL && env.AFFILIATE_API_USERNAME && env.AFFILIATE_API_PASSWORD
        ? { baseUrl: env.AFFILIATE_API_URL, username: env.AFFILIATE_API_USERNAME, password: env.AFFILIATE_API_PASSWORD }
        : null,
    authoring: {
      previewSecret: env.PREVIEW_SECRET ?? null,
      purgeSecret: env.PURGE_SECRET ?? null,
      /** wp-admin's origin: EDITOR_ORIGIN, else CMS_URL's (WordPress's REST root and its wp-admin share a host). */
      editorOrigin: env.EDITOR_ORIGIN ?? (env.CMS_URL ? new URL(env.CMS_URL).origin : null),
    },
    purgeWebhook: env.PURGE_WEBHOOK_URL ? { url: env.PURGE_WEBHOOK_URL, token: env.PURGE_WEBHOOK_TOKEN, retryBaseMs: env.PURGE_WEBHOOK_RETRY_BASE_MS } : null,
    checkoutScriptUrl: env.CHECKOUT_SCRIPT_URL,
    analytics: env.ANALYTICS_TAG_ID
      ? {
          tagId: env.ANALYTICS_TAG_ID,
          scriptUrl: new URL(analyticsScript).href,
          // What the page's policy allows for it: the loader's origin, and where Google's tags send their hits.
          origins: new URL(analyticsScript).origin === GOOGLE_LOADER_ORIGIN ? [GOOGLE_LOADER_ORIGIN, ...GOOGLE_HIT_ORIGINS] : [new URL(analyticsScript).origin],
        }
      : null,
    metricsToken: env.METRICS_TOKEN ?? null,
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT },
    /** The values of every secret setting (and the passwords in the service URLs): no log line shows them. */
    secrets: secretValues(env),
  }
}

export const siteConfigSchema = environmentSchema.superRefine(crossChecks).transform(grouped)

/** The site's configuration, parsed from its environment once, at start. */
export type SiteConfig = z.output<typeof siteConfigSchema>

/** A configuration the site cannot start with: one line per variable at fault. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'))
    this.name = 'ConfigError'
  }
}

/** One line per issue: the variable, its value unless it is a secret, and the rule it breaks. */
function refusalLines(error: z.ZodError, env: Record<string, string | undefined>): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0]) as SettingName
    const value = env[name]
    const shown = SETTINGS[name].secret ? `${name} (a secret, not shown)` : value === undefined ? `${name} (unset)` : `${name}=${JSON.stringify(value)}`
    return `${shown}: ${issue.message}`
  })
}

/** The configuration of an environment (the process's own by default), or a ConfigError naming every bad variable. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const known = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, env[name]]))
  const parsed = siteConfigSchema.safeParse(known)
  if (!parsed.success) throw new ConfigError(refusalLines(parsed.error, env))
  return parsed.data
}

/** The process's configuration: the one place the site reads its environment. */
export function loadSiteConfig(): SiteConfig {
  return parseSiteConfig(process.env)
}
