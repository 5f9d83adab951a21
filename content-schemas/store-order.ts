import { z } from 'zod'
import { safeUrlSchema } from './safe-url.ts'

/**
 * What the site reads of the store's WooCommerce REST API (`wc/v3`, SPEC §7 "GET wc/orders"): only
 * the fields the sales popup needs. Anything else the store sends (surname, email, address, totals)
 * is dropped by these schemas the moment it arrives, before it is cached or shared.
 */

/** WooCommerce's `date_created_gmt` (and its `after` parameter): `2026-11-01T11:56:00`, UTC without a zone. */
export const STORE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/

/** `2026-11-01T11:56:00` (UTC) → epoch milliseconds. */
export const storeDateInstant = (date: string): number => Date.parse(`${date}Z`)

/** Epoch milliseconds → `2026-11-01T11:56:00` (UTC), as WooCommerce writes and reads its dates. */
export const storeDate = (ms: number): string => new Date(ms).toISOString().slice(0, 19)

/** The order statuses whose purchases are shown (paid for: being processed or completed). */
export const SHOWN_ORDER_STATUSES = ['completed', 'processing'] as const

/** The fields of an order asked for (`_fields`): WordPress answers the nested ones alone. */
export const ORDER_FIELDS = ['id', 'date_created_gmt', 'billing.first_name', 'billing.city', 'billing.country', 'line_items'] as const

export const storeOrderSchema = z.object({
  id: z.number().int().positive(),
  date_created_gmt: z.string().regex(STORE_DATE_PATTERN),
  billing: z.object({
    first_name: z.string().default(''),
    city: z.string().default(''),
    /** ISO 3166-1 alpha-2, or empty. */
    country: z.string().default(''),
  }),
  line_items: z.array(z.object({ product_id: z.number().int().nonnegative(), name: z.string() })).default([]),
})

/** The products an order's lines name (`wc/v3/products?include=…`): where the slug and picture come from. */
export const PRODUCT_FIELDS = ['id', 'slug', 'images'] as const

export const storeProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  images: z.array(z.object({ src: safeUrlSchema })).default([]),
})

export type StoreOrder = z.output<typeof storeOrderSchema>
export type StoreProduct = z.output<typeof storeProductSchema>

/** A WooCommerce REST API key: its consumer key and secret, sent as Basic authorization. */
export const storeKeySchema = z.object({ key: z.string().min(1), secret: z.string().min(1) })
export type StoreCredentials = z.output<typeof storeKeySchema>
