import { z } from 'zod'

/**
 * The kinds of value an environment variable holds, each a zod schema from the variable's text to
 * its value, with the rule a bad value breaks written once (the start's refusal quotes it). An
 * empty variable is an unset one, except where a kind says otherwise (`offOrHttpsUrl`).
 */
export interface SettingType<T> {
  schema: z.ZodType<T, string>
  /** What a good value is, as the refusal says it: "a whole number from 1 to 65535". */
  rule: string
}

function kind<T>(rule: string, read: (text: string) => T | undefined): SettingType<T> {
  return {
    rule,
    schema: z.string().transform((text, ctx) => {
      const value = read(text.trim())
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: `it must be ${rule}` })
        return z.NEVER
      }
      return value
    }),
  }
}

const between = (min: number, max: number | undefined) => (max === undefined ? `${min} or more` : `from ${min} to ${max}`)

export function wholeNumber({ min, max, unit }: { min: number; max?: number; unit?: string }): SettingType<number> {
  return kind(`a whole number${unit ? ` of ${unit}` : ''}, ${between(min, max)}`, (text) => {
    if (!/^\d+$/.test(text)) return undefined
    const value = Number(text)
    return value >= min && (max === undefined || value <= max) ? value : undefined
  })
}

/** A number above `above` (megabytes, days: fractions allowed). */
export function numberAbove(above: number, unit: string): SettingType<number> {
  return kind(`a number of ${unit}, more than ${above}`, (text) => {
    if (!/^\d+(\.\d+)?$/.test(text)) return undefined
    const value = Number(text)
    return value > above ? value : undefined
  })
}

export function oneOf<const T extends string>(values: readonly T[]): SettingType<T> {
  return kind(`one of ${values.join(', ')}`, (text) => values.find((value) => value === text))
}

export const flag: SettingType<boolean> = kind('1 (on) or 0 (off)', (text) =>
  text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : undefined,
)

/** Text on one line: a value pasted with a line break or another control character in it is a mistake. */
export const text: SettingType<string> = kind('text without line breaks or other control characters', (value) =>
  value === '' || /[\u0000-\u001f\u007f]/.test(value) ? undefined : value,
)

/** An interface to listen on: a host name or an IP address. */
export const listenHost: SettingType<string> = kind('a host name or an IP address', (value) => (/^([a-z0-9.-]+|[0-9a-f:]+)$/i.test(value) ? value : undefined))

/** An absolute URL of one of `protocols` (its trailing slashes taken off where `trimSlashes`). */
export function url(protocols: readonly string[], { trimSlashes = false } = {}): SettingType<string> {
  const names = protocols.map((protocol) => protocol.replace(/:$/, ''))
  return kind(`an absolute ${names.join(' or ')} URL`, (value) => {
    if (!URL.canParse(value)) return undefined
    const parsed = new URL(value)
    if (!protocols.includes(parsed.protocol)) return undefined
    return trimSlashes ? value.replace(/\/+$/, '') : value
  })
}

/** An origin (scheme, host, port) taken from any http(s) URL of it. */
export const origin: SettingType<string> = kind('an http or https URL (its origin is used)', (value) => {
  if (!URL.canParse(value)) return undefined
  const parsed = new URL(value)
  return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined
})

/** Host names (with a port where one is used), comma-separated, lower-cased. */
export const hostList: SettingType<string[]> = kind('host names separated by commas (host or host:port)', (value) => {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
  return hosts.length > 0 && hosts.every((host) => /^(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host)) ? hosts : undefined
})

/** The card checkout script: an https URL, or empty to turn it off (null). */
export const offOrHttpsUrl: SettingType<string | null> = kind('an https URL, or empty to turn it off', (value) => {
  if (value === '') return null
  if (!URL.canParse(value)) return undefined
  const parsed = new URL(value)
  return parsed.protocol === 'https:' ? parsed.href : undefined
})

/** A Google Tag Manager container (GTM-…) or a Google Analytics 4 id (G-…). */
export const tagId: SettingType<string> = kind('a tag manager container (GTM-…) or a GA4 id (G-…)', (value) =>
  /^(?:GTM|G)-[A-Z0-9]{4,20}$/.test(value) ? value : undefined,
)
