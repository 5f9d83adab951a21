import { describe, expect, it } from 'vitest'
import { ConfigError, parseSiteConfig } from './site-config.ts'
import { SETTINGS, type SettingName } from './settings.ts'

/** A value each variable refuses (every variable has one: a test below checks that none is missing). */
const BAD: Record<SettingName, string> = {
  NODE_ENV: 'staging',
  PORT: '70000',
  HOST: 'local host',
  SITE_HOSTS: 'example.com, not a host',
  TRUST_PROXY: 'yes',
  DRAIN_NOTICE_MS: '-1',
  CMS_URL: 'ftp://cms.example/wp-json',
  CONTENT_DIR: 'line\nbreak',
  CMS_CACHE_SECONDS: '0',
  CMS_TIMEOUT_MS: '1.5',
  CMS_RETRY_AFTER_MS: 'soon',
  CMS_PREVIEW_USER: 'line\nbreak',
  CMS_PREVIEW_PASSWORD: 'line\nbreak',
  JOBS_API_URL: 'jobs.example',
  STORE_API_URL: 'not a url',
  STORE_CONSUMER_KEY: 'line\nbreak',
  STORE_CONSUMER_SECRET: 'line\nbreak',
  PAGE_CACHE_SECONDS: 'a day',
  PAGE_CACHE_MB: 'abc',
  INLINE_CSS_MAX_BYTES: '64k',
  REDIS_URL: 'http://127.0.0.1:6379',
  FORMS_DB: 'line\nbreak',
  DATABASE_URL: 'mysql://user:pw@db/leads',
  FORMS_API_URL: 'forms',
  FORMS_API_TOKEN: 'line\nbreak',
  MAILING_LIST_SUBSCRIBE_URL: 'javascript:alert(1)',
  DEMO_REDIRECT_HOSTS: 'https://demo.example/',
  FORMS_CLAIM_MS: '10',
  FORMS_RETRY_BASE_MS: '0',
  FORMS_MAX_PENDING: 'many',
  FORMS_RETENTION_DAYS: '0',
  FORMS_POSTS_PER_MINUTE: '2.5',
  AFFILIATE_API_URL: 'affiliates',
  AFFILIATE_API_USERNAME: 'line\nbreak',
  AFFILIATE_API_PASSWORD: 'line\nbreak',
  PREVIEW_SECRET: 'line\nbreak',
  EDITOR_ORIGIN: 'wp-admin',
  PURGE_SECRET: 'line\nbreak',
  PURGE_WEBHOOK_URL: 'cdn.example/purge',
  PURGE_WEBHOOK_TOKEN: 'line\nbreak',
  PURGE_WEBHOOK_RETRY_BASE_MS: '-5',
  CHECKOUT_SCRIPT_URL: 'http://js.pay.example/v3/',
  ANALYTICS_TAG_ID: 'UA-1234',
  ANALYTICS_SCRIPT_URL: 'http://tags.example/gtm.js',
  METRICS_TOKEN: 'line\nbreak',
  LOG_LEVEL: 'loud',
  LOG_FORMAT: 'xml',
}

const refusal = (env: Record<string, string>): string[] => {
  try {
    parseSiteConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.lines
    throw error
  }
  return []
}

describe('the configuration', () => {
  it('starts with every variable unset: the embedded content, on port 3000, in development', () => {
    const config = parseSiteConfig({})
    expect(config).toMatchObject({ dev: true, port: 3000, host: '0.0.0.0', siteHosts: [], trustProxy: false, redisUrl: null, metricsToken: null })
    expect(config.content).toMatchObject({ cmsUrl: null, contentDir: 'content', cacheTtlMs: 60_000, timeoutMs: 60_000, retryAfterMs: 5_000, storeKey: null })
    expect(config.pages).toEqual({ lifetimeMs: 0, cacheBytes: 256 * 1024 * 1024, inlineCssMaxBytes: 65_536 })
    expect(config.forms).toMatchObject({ db: '.data/forms.sqlite', databaseUrl: null, maxPending: 10_000, postsPerMinute: 10, retentionMs: 30 * 86_400_000 })
    expect(config.log).toEqual({ level: 'info', format: 'json' })
  })

  it('reads what is set, in the units the code uses', () => {
    const config = parseSiteConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      SITE_HOSTS: 'WeDevs.com, www.wedevs.com:443',
      TRUST_PROXY: '1',
      CMS_URL: 'https://cms.example/wp-json///',
      CMS_CACHE_SECONDS: '5',
      PAGE_CACHE_MB: '0.5',
      FORMS_RETENTION_DAYS: '1.5',
      REDIS_URL: 'redis://127.0.0.1:6379',
    })
    expect(config).toMatchObject({ dev: false, port: 8080, siteHosts: ['wedevs.com', 'www.wedevs.com:443'], trustProxy: true })
    expect(config.content).toMatchObject({ cmsUrl: 'https://cms.example/wp-json', cacheTtlMs: 5000, timeoutMs: 1500 })
    expect(config.authoring.editorOrigin).toBe('https://cms.example')
    // Without change notices from WordPress, a page is kept as long as its content.
    expect(config.pages).toMatchObject({ lifetimeMs: 5000, cacheBytes: 524_288 })
    expect(config.forms.retentionMs).toBe(1.5 * 86_400_000)
  })

  it('keeps a page a day with change notices or the embedded content, and as told by PAGE_CACHE_SECONDS', () => {
    expect(parseSiteConfig({ NODE_ENV: 'production' }).pages.lifetimeMs).toBe(86_400_000)
    expect(parseSiteConfig({ NODE_ENV: 'production', CMS_URL: 'https://cms.example/wp-json', PURGE_SECRET: 's' }).pages.lifetimeMs).toBe(86_400_000)
    expect(parseSiteConfig({ NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0' }).pages.lifetimeMs).toBe(0)
    expect(parseSiteConfig({ NODE_ENV: 'production', PAGE_CACHE_SECONDS: '30' }).pages.lifetimeMs).toBe(30_000)
  })

  it('has a bad value on record for every variable it declares', () => {
    expect(Object.keys(BAD).sort()).toEqual(Object.keys(SETTINGS).sort())
  })

  it.each(Object.entries(BAD) as [SettingName, string][])('refuses a bad %s in one line naming it, its value unless a secret, and the rule', (name, value) => {
    const lines = refusal({ [name]: value })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^${name}[= ].*: it must be `))
    if (SETTINGS[name].secret) expect(lines[0]).toBe(`${name} (a secret, not shown): it must be ${SETTINGS[name].type.rule}`)
    else expect(lines[0]).toContain(JSON.stringify(value))
  })

  it('never shows a secret it refuses', () => {
    const [line] = refusal({ DATABASE_URL: 'mysql://leads:hunter2@db/leads' })
    expect(line).toBe('DATABASE_URL (a secret, not shown): it must be an absolute postgres or postgresql URL')
    expect(line).not.toContain('hunter2')
  })

  it('names every bad variable at once, a line each', () => {
    expect(refusal({ PORT: 'x', PAGE_CACHE_MB: 'abc' })).toEqual([
      'PORT="x": it must be a whole number, from 0 to 65535',
      'PAGE_CACHE_MB="abc": it must be a number of megabytes, more than 0',
    ])
  })

  it('refuses variables that only work together when one is missing, and a store key sent in the clear', () => {
    expect(refusal({ AFFILIATE_API_URL: 'https://aff.example/wp-json/affwp/v1' })).toEqual([
      'AFFILIATE_API_USERNAME (unset): AFFILIATE_API_URL, AFFILIATE_API_USERNAME, AFFILIATE_API_PASSWORD are set together, or none of them',
    ])
    expect(refusal({ STORE_API_URL: 'http://store.example/wp-json', STORE_CONSUMER_KEY: 'ck', STORE_CONSUMER_SECRET: 'cs' })[0]).toMatch(
      /^STORE_API_URL="http:\/\/store.example\/wp-json": it must be https to be sent STORE_CONSUMER_KEY/,
    )
    // On this machine, plain http carries the key nowhere.
    expect(refusal({ STORE_API_URL: 'http://127.0.0.1:3001/wp-json', STORE_CONSUMER_KEY: 'ck', STORE_CONSUMER_SECRET: 'cs' })).toEqual([])
  })

  it('takes an empty variable as unset, but an empty CHECKOUT_SCRIPT_URL as off', () => {
    expect(parseSiteConfig({ PORT: '', PAGE_CACHE_MB: ' ' })).toMatchObject({ port: 3000, pages: { cacheBytes: 256 * 1024 * 1024 } })
    expect(parseSiteConfig({ CHECKOUT_SCRIPT_URL: '' }).checkoutScriptUrl).toBeNull()
  })
})
