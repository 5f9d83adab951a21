import { z } from 'zod'

const costLine = z.object({
  label: z.string().min(1),
  /** The starting amount, in the calculator's currency; the visitor edits it. */
  amount: z.number().nonnegative().max(10_000_000),
  note: z.string().optional(),
})

/**
 * The marketplace startup cost calculator (a free tool): one-time and monthly costs against the
 * commission a marketplace earns, giving the first-year cost and the month it breaks even.
 */
export const startupCostCalculatorAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  oneTime: z.array(costLine).min(1).max(20),
  monthly: z.array(costLine).min(1).max(20),
  /** Starting assumptions of the revenue side. */
  revenue: z.object({
    ordersPerMonth: z.number().int().nonnegative().max(10_000_000),
    averageOrderValue: z.number().nonnegative().max(1_000_000),
    commissionPercent: z.number().min(0).max(100),
    /** Payment processing on the marketplace's commission. */
    paymentFeePercent: z.number().min(0).max(20),
    /** Month-over-month growth of orders. */
    monthlyGrowthPercent: z.number().min(0).max(100).default(0),
  }),
})

export type StartupCostCalculatorAttrs = z.output<typeof startupCostCalculatorAttrs>
