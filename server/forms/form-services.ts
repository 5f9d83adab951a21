import type { SiteConfig } from '../config/site-config.ts'

/**
 * Where submissions go (SPEC §7), all server side: FORMS_API_URL, FORMS_API_TOKEN,
 * MAILING_LIST_SUBSCRIBE_URL and DEMO_REDIRECT_HOSTS (server/config/settings.ts). A form whose service
 * is not configured is kept in the outbox and delivered once it is.
 */
export type FormServicesConfig = SiteConfig['forms']['services']

/** A redirect the visitor may follow: https (or http on loopback, for local demos) to an allow-listed host. */
export function allowedDemoRedirect(value: unknown, hosts: string[]): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined
  const url = new URL(value)
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1')
  return secure && hosts.includes(url.host.toLowerCase()) ? url.href : undefined
}
