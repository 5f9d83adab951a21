/** How far the break-even search looks ahead: five years. */
export const BREAK_EVEN_HORIZON_MONTHS = 60
export const FIRST_YEAR_MONTHS = 12

/** What the visitor typed: numbers or raw input strings (an empty or invalid field counts as 0). */
export interface StartupCostInputs {
  oneTime: readonly (number | string)[]
  monthly: readonly (number | string)[]
  ordersPerMonth: number | string
  averageOrderValue: number | string
  commissionPercent: number | string
  /** Payment processing, as a share of the marketplace's commission. */
  paymentFeePercent: number | string
  /** Month-over-month growth of orders, compounded. */
  monthlyGrowthPercent: number | string
}

export interface MonthRow {
  month: number
  orders: number
  netIncome: number
  /** Everything spent up to and including this month: one-time costs plus running costs so far. */
  cumulativeCost: number
  /** Cumulative net income minus cumulative cost: negative until break-even. */
  cumulativeResult: number
}

export interface StartupCostResult {
  oneTimeTotal: number
  monthlyTotal: number
  /** Net commission income of the first month, after the payment fee. */
  monthOneNetIncome: number
  firstYearCost: number
  firstYearNetIncome: number
  firstYearNetResult: number
  /** First month (1-based) whose cumulative net income covers all costs so far; null beyond five years. */
  breakEvenMonth: number | null
  /** The first twelve months. */
  firstYear: MonthRow[]
}

/** A non-negative finite number from an input value; anything else (empty, text, NaN, negative) is 0. */
export function toAmount(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** A percentage from an input value, clamped to 0–100. */
export function toPercent(value: number | string | null | undefined): number {
  return Math.min(toAmount(value), 100)
}

// Money is summed in whole cents so that totals and the break-even comparison are exact.
const cents = (amount: number): number => Math.round(amount * 100)
const units = (c: number): number => c / 100

export function computeStartupCosts(inputs: StartupCostInputs): StartupCostResult {
  const oneTimeCents = inputs.oneTime.reduce<number>((sum, v) => sum + cents(toAmount(v)), 0)
  const monthlyCents = inputs.monthly.reduce<number>((sum, v) => sum + cents(toAmount(v)), 0)
  const orders = toAmount(inputs.ordersPerMonth)
  const netPerOrder = toAmount(inputs.averageOrderValue) * (toPercent(inputs.commissionPercent) / 100) * (1 - toPercent(inputs.paymentFeePercent) / 100)
  const growth = 1 + toPercent(inputs.monthlyGrowthPercent) / 100

  const firstYear: MonthRow[] = []
  let breakEvenMonth: number | null = null
  let incomeCents = 0
  let firstYearIncomeCents = 0
  let monthOneCents = 0
  for (let month = 1; month <= BREAK_EVEN_HORIZON_MONTHS; month++) {
    const monthOrders = orders * growth ** (month - 1)
    const monthCents = cents(monthOrders * netPerOrder)
    incomeCents += monthCents
    const costCents = oneTimeCents + monthlyCents * month
    if (month === 1) monthOneCents = monthCents
    if (month <= FIRST_YEAR_MONTHS) {
      firstYearIncomeCents = incomeCents
      firstYear.push({
        month,
        orders: monthOrders,
        netIncome: units(monthCents),
        cumulativeCost: units(costCents),
        cumulativeResult: units(incomeCents - costCents),
      })
    }
    if (breakEvenMonth === null && incomeCents >= costCents) breakEvenMonth = month
    if (breakEvenMonth !== null && month >= FIRST_YEAR_MONTHS) break
  }

  const firstYearCostCents = oneTimeCents + monthlyCents * FIRST_YEAR_MONTHS
  return {
    oneTimeTotal: units(oneTimeCents),
    monthlyTotal: units(monthlyCents),
    monthOneNetIncome: units(monthOneCents),
    firstYearCost: units(firstYearCostCents),
    firstYearNetIncome: units(firstYearIncomeCents),
    firstYearNetResult: units(firstYearIncomeCents - firstYearCostCents),
    breakEvenMonth,
    firstYear,
  }
}

/** Where the currency symbol sits in this locale ('$ 10' or '10 €'), for the input adornments. */
export function currencyAffix(locale: string, currency: string): { symbol: string; position: 'before' | 'after' } {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1)
  const symbolIndex = parts.findIndex((p) => p.type === 'currency')
  const numberIndex = parts.findIndex((p) => p.type === 'integer')
  return { symbol: parts[symbolIndex]?.value ?? currency, position: symbolIndex > numberIndex ? 'after' : 'before' }
}
