/**
 * Where submissions go (SPEC §7), from the environment; all server side. A form whose service is not
 * configured is kept in the outbox and delivered once it is.
 */
export interface FormServicesConfig {
  /** Forms service base: POST {base}/forms/{formId}/entries. */
  formsApiUrl: string | null
  /** Optional bearer token of the forms service. */
  formsApiToken: string | null
  /** The email-marketing embed subscribe endpoint (demo form B). */
  mailingListSubscribeUrl: string | null
  /** Hosts a demo response's redirect_to may send the visitor to (SPEC §9: the hosted demo admin sites). */
  demoRedirectHosts: string[]
}

export const DEFAULT_DEMO_REDIRECT_HOSTS = ['dokan-demo.wedevs.com', 'pm-demo.wedevs.com']

const trimmed = (value: string | undefined) => (value ? value.replace(/\/+$/, '') : null)

export function formServicesFromEnv(env: NodeJS.ProcessEnv = process.env): FormServicesConfig {
  return {
    formsApiUrl: trimmed(env.FORMS_API_URL),
    formsApiToken: env.FORMS_API_TOKEN || null,
    mailingListSubscribeUrl: env.MAILING_LIST_SUBSCRIBE_URL || null,
    demoRedirectHosts: env.DEMO_REDIRECT_HOSTS
      ? env.DEMO_REDIRECT_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_DEMO_REDIRECT_HOSTS,
  }
}

/** A redirect the visitor may follow: https (or http on loopback, for local demos) to an allow-listed host. */
export function allowedDemoRedirect(value: unknown, hosts: string[]): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined
  const url = new URL(value)
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1')
  return secure && hosts.includes(url.host.toLowerCase()) ? url.href : undefined
}
