import type { Context } from 'hono'
import { isLocale, type Locale } from '../content-rules/locales.ts'
import { isRecord } from '../content-schemas/is-record.ts'

/** WordPress's helpers for the embedded content API: its error shape, paging and filters. */

/** Dataset times are local times in UTC; WordPress's `*_gmt` fields carry no zone. */
export const gmt = (local: string) => local.replace(/Z$/, '')

export const origin = (c: Context) => new URL(c.req.url).origin

export function restError(c: Context, status: 400 | 401 | 404, code: string, message: string) {
  return c.json({ code, message, data: { status } }, status)
}

/** `item` with only the `fields` paths; `billing.city` keeps that field of the `billing` object (WordPress 5.3+). */
function pickFields(item: unknown, fields: string[][]): unknown {
  if (!isRecord(item)) return item
  const picked: Record<string, unknown> = {}
  for (const [key, ...rest] of fields) {
    if (key === undefined || !Object.hasOwn(item, key)) continue
    if (rest.length === 0) picked[key] = item[key]
    else if (isRecord(item[key])) {
      const nested = pickFields(item[key], [rest])
      picked[key] = { ...(isRecord(picked[key]) ? picked[key] : {}), ...(isRecord(nested) ? nested : {}) }
    }
  }
  return picked
}

/** `?_fields=id,billing.city`: only these fields of each item, as WordPress trims them. */
function onlyFields(c: Context, items: unknown[]): unknown[] {
  const fields = c.req
    .query('_fields')
    ?.split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => f.split('.'))
  if (!fields?.length) return items
  return items.map((item) => pickFields(item, fields))
}

/**
 * A list answered as WordPress pages it: per_page 1–100 (default 10), X-WP-Total and
 * X-WP-TotalPages headers, a page past the last is a 400, not an empty list, and `_fields` trims.
 */
export function pagedJson<T>(c: Context, items: T[], toJson: (item: T) => unknown = (item) => item): Response {
  const window = pageWindow(c, items.length)
  // Only the page's items become JSON: a list kept in order costs what its page holds.
  return window instanceof Response ? window : c.json(onlyFields(c, items.slice(window.start, window.end).map(toJson)))
}

/** Where the requested page lies in a list of `total` items (WordPress's paging rules), its headers set; or the error WordPress answers. */
function pageWindow(c: Context, total: number): { start: number; end: number } | Response {
  const perPage = Number(c.req.query('per_page') ?? 10)
  const page = Number(c.req.query('page') ?? 1)
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): per_page')
  }
  if (!Number.isInteger(page) || page < 1) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): page')
  const totalPages = Math.ceil(total / perPage)
  if (page > 1 && page > totalPages) {
    return restError(c, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.')
  }
  c.header('X-WP-Total', String(total))
  c.header('X-WP-TotalPages', String(totalPages))
  return { start: (page - 1) * perPage, end: page * perPage }
}

/** `?lang=` of the companion plugin: null when absent (every language). */
export function langFilter(c: Context): Locale | null | Response {
  const lang = c.req.query('lang')
  if (lang === undefined) return null
  return isLocale(lang) ? lang : restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): lang')
}

/** A list parameter of ids (`?categories=3,4`), as WordPress reads it; null when absent. */
export function idList(c: Context, name: string): number[] | null | Response {
  const value = c.req.query(name)
  if (value === undefined) return null
  const ids = value.split(',').map((part) => Number(part.trim()))
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : restError(c, 400, 'rest_invalid_param', `Invalid parameter(s): ${name}`)
}
