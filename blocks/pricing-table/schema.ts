import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'

/** SPEC §9: billing periods and plan names. */
export const BILLING_PERIODS = ['annual', 'twoYears', 'lifetime'] as const
export const PLAN_NAMES = ['Free', 'Starter', 'Professional', 'Business', 'Enterprise'] as const

const periodSchema = z.enum(BILLING_PERIODS)

const planSchema = z.object({
  name: z.enum(PLAN_NAMES),
  description: z.string(),
  /** Regular prices per billing period, in the table's currency. */
  prices: z.partialRecord(periodSchema, z.number().nonnegative()),
  features: z.array(z.string().min(1)),
  cta: linkSchema,
  highlighted: z.boolean().default(false),
  /** The store's product per billing period: with one, the button puts the plan in the cart. */
  productIds: z.partialRecord(periodSchema, z.number().int().positive()).default({}),
})

export const pricingTableAttrs = z
  .object({
    heading: z.string().optional(),
    /** The product the plans are of ("Dokan Pro"): search engines see each plan as a product by that name. */
    product: z.string().min(1).max(80).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('USD'),
    periods: z
      .array(periodSchema)
      .min(1)
      .default([...BILLING_PERIODS]),
    defaultPeriod: periodSchema.optional(),
    /** Campaign discount on the first payment (the first year only). */
    discountPercent: z.number().min(0).max(90).default(0),
    /** The store coupon that gives the campaign discount, sent with add-to-cart. */
    couponCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a coupon code (letters, digits, _ or -)')
      .optional(),
    plans: z.array(planSchema).min(1).max(PLAN_NAMES.length),
  })
  .superRefine((attrs, ctx) => {
    if (attrs.defaultPeriod && !attrs.periods.includes(attrs.defaultPeriod)) {
      ctx.addIssue({ code: 'custom', path: ['defaultPeriod'], message: 'must be one of the offered periods' })
    }
    attrs.plans.forEach((plan, i) => {
      if (plan.name === 'Free') return
      for (const period of attrs.periods) {
        if (plan.prices[period] === undefined) {
          ctx.addIssue({ code: 'custom', path: ['plans', i, 'prices', period], message: `${plan.name} has no ${period} price` })
        }
      }
    })
  })

export type PricingTableAttrs = z.output<typeof pricingTableAttrs>
export type BillingPeriod = (typeof BILLING_PERIODS)[number]
