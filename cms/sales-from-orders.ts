import moment from 'moment-timezone'
// moment's relative times in the site's other languages ('hace 4 minutos', 'il y a 4 minutes').
import 'moment/locale/es.js'
import 'moment/locale/fr.js'
import { productSlugSchema, type SalesItem } from '../content-schemas/sales-item.ts'
import { storeDateInstant, type StoreOrder, type StoreProduct } from '../content-schemas/store-order.ts'
import { LOCALES, type Locale } from '../content-rules/locales.ts'

export interface SalesMapping {
  /** Only purchases of this product (its slug); all purchases without it. */
  product?: string
  /** The instant the relative order times are counted from. */
  now: number
  /** At most this many items, newest first. */
  limit: number
  /** The language of the country names and relative times (English by default). */
  locale?: Locale
}

const HOUR_MS = 3_600_000
/** From here moment says 'a day ago' (its `h` threshold: 22 hours). */
const A_DAY_MS = 22 * HOUR_MS
/** SPEC §9: an order of a day or more ago reads '12 hours ago'. */
const SHOWN_AGE_OF_OLDER_ORDERS_MS = 12 * HOUR_MS

/**
 * How long ago, as relative text in `locale`: '4 minutes ago', 'hace 3 horas'. SPEC §9: times in
 * days, weeks, months or years read '12 hours', in every language.
 */
export function orderTimeText(createdAt: number, now: number, locale: Locale): string {
  const age = now - createdAt
  const shown = age >= A_DAY_MS ? now - SHOWN_AGE_OF_OLDER_ORDERS_MS : createdAt
  return moment.utc(shown).locale(locale).from(moment.utc(now))
}

const countryNames = Object.fromEntries(
  Object.entries(LOCALES).map(([locale, { iso }]) => [locale, new Intl.DisplayNames([iso], { type: 'region', fallback: 'none' })]),
) as Record<Locale, Intl.DisplayNames>

/** A first name as a word of letters: markup, digits and symbols go, and so does anything after the first word (a surname typed there). */
export function firstNameOf(value: string): string {
  const letters = value
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[^\p{L}\p{M}'’.-]+/gu, ' ')
    .trim()
  return (letters.split(' ')[0] ?? '').slice(0, 40)
}

/** Plain text of a store field shown as it is (a city, a product's name): no markup, no control characters. */
function plainText(value: string, max: number): string {
  return value
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

/** `GB` → 'United Kingdom' ('Reino Unido' in Spanish); '' for anything that is not a country code. */
function countryName(code: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(code)) return ''
  return countryNames[locale].of(code) ?? ''
}

/**
 * SPEC §3 sales report items from the store's orders: the customer's first name with city and
 * country (its name in `locale`), how long ago (in `locale`), and the first line item (of `product`, when asked) with its product's slug,
 * name and picture. Nothing else of an order is copied: no surname, email, address or total. An
 * order with no first name, or no line of a known product, is left out.
 */
export function salesFromOrders(orders: StoreOrder[], products: StoreProduct[], { product, now, limit, locale = 'en' }: SalesMapping): SalesItem[] {
  const byId = new Map(products.filter((p) => productSlugSchema.safeParse(p.slug).success).map((p) => [p.id, p]))
  const newestFirst = [...orders].sort((a, b) => b.date_created_gmt.localeCompare(a.date_created_gmt))
  const items: SalesItem[] = []
  for (const order of newestFirst) {
    if (items.length >= limit) break
    const customer = firstNameOf(order.billing.first_name)
    const line = order.line_items
      .map((item) => ({ item, product: byId.get(item.product_id) }))
      .find((line) => line.product && (!product || line.product.slug === product))
    const name = line ? plainText(line.item.name, 120) : ''
    if (!customer || !line?.product || !name) continue
    items.push({
      customer_name: customer,
      city: plainText(order.billing.city, 60),
      country: countryName(order.billing.country, locale),
      order_time: orderTimeText(storeDateInstant(order.date_created_gmt), now, locale),
      order_items: [{ slug: line.product.slug, name, thumbnail: line.product.images[0]?.src ?? null }],
    })
  }
  return items
}
