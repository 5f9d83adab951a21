import { parseSiteConfig, type SiteConfig } from '../../server/config/site-config.ts'

/**
 * The configuration an app under test starts from: a production site on the embedded content that
 * keeps no rendered page (each request renders, so that a test sees its own render), with `env`'s
 * variables on top, parsed as the server parses its own.
 */
export const testConfig = (env: Record<string, string> = {}): SiteConfig => parseSiteConfig({ NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0', ...env })
