import { describe, expect, it } from 'vitest'
import { BREAK_EVEN_HORIZON_MONTHS, computeStartupCosts, currencyAffix, toAmount, toPercent, type StartupCostInputs } from './startup-cost.ts'

const base: StartupCostInputs = {
  oneTime: [1000, 500.5],
  monthly: [100, 50.25],
  ordersPerMonth: 100,
  averageOrderValue: 50,
  commissionPercent: 10,
  paymentFeePercent: 3,
  monthlyGrowthPercent: 0,
}

describe('computeStartupCosts', () => {
  it('gives exact totals, first-year figures and the break-even month for known inputs', () => {
    // 100 orders × $50 × 10% = $500 commission, less 3% payment fee = $485 a month.
    const result = computeStartupCosts(base)
    expect(result).toMatchObject({
      oneTimeTotal: 1500.5,
      monthlyTotal: 150.25,
      monthOneNetIncome: 485,
      firstYearCost: 3303.5, // 1500.50 + 12 × 150.25
      firstYearNetIncome: 5820,
      firstYearNetResult: 2516.5,
      // Month 4: 1940 < 1500.50 + 601 = 2101.50; month 5: 2425 ≥ 2251.75.
      breakEvenMonth: 5,
    })
  })

  it('lists the first twelve months, ending on the first-year result', () => {
    const { firstYear, firstYearNetResult } = computeStartupCosts(base)
    expect(firstYear).toHaveLength(12)
    expect(firstYear[0]).toEqual({ month: 1, orders: 100, netIncome: 485, cumulativeCost: 1650.75, cumulativeResult: -1165.75 })
    expect(firstYear[4]!.cumulativeResult).toBe(173.25)
    expect(firstYear[11]!.cumulativeResult).toBe(firstYearNetResult)
  })

  it('with zero orders: no income and no break-even; the first year loses exactly its cost', () => {
    const result = computeStartupCosts({ ...base, ordersPerMonth: 0, monthlyGrowthPercent: 50 })
    expect(result.monthOneNetIncome).toBe(0)
    expect(result.firstYearNetIncome).toBe(0)
    expect(result.firstYearNetResult).toBe(-3303.5)
    expect(result.breakEvenMonth).toBeNull()
  })

  it('compounds monthly growth of orders, month by month, to the cent', () => {
    const result = computeStartupCosts({
      oneTime: [0],
      monthly: [0],
      ordersPerMonth: 100,
      averageOrderValue: 10,
      commissionPercent: 10,
      paymentFeePercent: 0,
      monthlyGrowthPercent: 10,
    })
    expect(result.firstYear.map((m) => m.netIncome)).toEqual([100, 110, 121, 133.1, 146.41, 161.05, 177.16, 194.87, 214.36, 235.79, 259.37, 285.31])
    expect(result.firstYear[2]!.orders).toBeCloseTo(121, 10)
    expect(result.firstYearNetIncome).toBe(2138.42)
  })

  it('growth brings break-even forward, even past the first year', () => {
    const flat = { ...base, oneTime: [20_000], monthly: [400] } // $85 a month ahead: month 236
    expect(computeStartupCosts(flat).breakEvenMonth).toBeNull()
    const growing = computeStartupCosts({ ...flat, monthlyGrowthPercent: 5 })
    // Month 29: $30,226.50 earned against $31,600 spent; month 30: $32,222.83 against $32,000.
    expect(growing.breakEvenMonth).toBe(30)
    expect(growing.firstYearNetResult).toBeLessThan(0)
  })

  it('looks exactly five years ahead', () => {
    const at = (oneTime: number) =>
      computeStartupCosts({
        oneTime: [oneTime],
        monthly: [0],
        ordersPerMonth: 10,
        averageOrderValue: 100,
        commissionPercent: 10,
        paymentFeePercent: 0,
        monthlyGrowthPercent: 0,
      }).breakEvenMonth
    // $100 a month of income.
    expect(at(5900)).toBe(59)
    expect(at(6000)).toBe(BREAK_EVEN_HORIZON_MONTHS)
    expect(at(6000.01)).toBeNull()
  })

  it('never breaks even when running costs always exceed income', () => {
    const result = computeStartupCosts({ ...base, monthly: [485.01] })
    expect(result.breakEvenMonth).toBeNull()
    expect(result.firstYearNetResult).toBe(-1500.5 - 12 * 0.01)
  })

  it('breaks even in month 1 when there is nothing to pay for', () => {
    expect(computeStartupCosts({ ...base, oneTime: [0], monthly: [0], ordersPerMonth: 0 }).breakEvenMonth).toBe(1)
  })

  it('treats empty, invalid and negative input as 0, and reads typed numbers', () => {
    const typed = computeStartupCosts({
      oneTime: ['1000', '', 'abc', '-50', '500.5'],
      monthly: ['100', ' ', '50.25', 'NaN', 'Infinity'],
      ordersPerMonth: '100',
      averageOrderValue: '50',
      commissionPercent: '10',
      paymentFeePercent: '3',
      monthlyGrowthPercent: '',
    })
    expect(typed).toEqual(computeStartupCosts(base))
    expect(computeStartupCosts({ ...base, averageOrderValue: '' }).monthOneNetIncome).toBe(0)
  })

  it('caps percentages at 100: a fee of all the commission leaves nothing', () => {
    expect(computeStartupCosts({ ...base, paymentFeePercent: 150 }).monthOneNetIncome).toBe(0)
    expect(computeStartupCosts({ ...base, paymentFeePercent: 0, commissionPercent: 250 }).monthOneNetIncome).toBe(5000)
  })
})

describe('input parsing', () => {
  it('toAmount keeps non-negative finite numbers only', () => {
    expect(toAmount('12.5')).toBe(12.5)
    expect(toAmount(7)).toBe(7)
    for (const bad of ['', '  ', 'ten', '-1', -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(toAmount(bad)).toBe(0)
  })

  it('toPercent clamps to 0–100', () => {
    expect(toPercent('2.9')).toBe(2.9)
    expect(toPercent(140)).toBe(100)
    expect(toPercent('-4')).toBe(0)
  })
})

describe('currencyAffix', () => {
  it('places the symbol where the locale writes it', () => {
    expect(currencyAffix('en-US', 'USD')).toEqual({ symbol: '$', position: 'before' })
    expect(currencyAffix('fr-FR', 'EUR')).toEqual({ symbol: '€', position: 'after' })
    expect(currencyAffix('es-ES', 'EUR')).toEqual({ symbol: '€', position: 'after' })
    expect(currencyAffix('en-US', 'EUR')).toEqual({ symbol: '€', position: 'before' })
  })
})
