import { useId, useMemo, useState } from 'react'
import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatMoney, formatNumber } from '../../renderer/format-number.ts'
import { LOCALES } from '../../content-rules/locales.ts'
import type { StartupCostCalculatorAttrs } from './schema.ts'
import { computeStartupCosts, currencyAffix } from './startup-cost.ts'

interface Values {
  oneTime: string[]
  monthly: string[]
  ordersPerMonth: string
  averageOrderValue: string
  commissionPercent: string
  paymentFeePercent: string
  monthlyGrowthPercent: string
}
type RevenueField = Exclude<keyof Values, 'oneTime' | 'monthly'>

// Inputs hold strings so a visitor can clear a field and type freely; the maths reads them as numbers.
function defaults(attrs: StartupCostCalculatorAttrs): Values {
  const { revenue } = attrs
  return {
    oneTime: attrs.oneTime.map((line) => String(line.amount)),
    monthly: attrs.monthly.map((line) => String(line.amount)),
    ordersPerMonth: String(revenue.ordersPerMonth),
    averageOrderValue: String(revenue.averageOrderValue),
    commissionPercent: String(revenue.commissionPercent),
    paymentFeePercent: String(revenue.paymentFeePercent),
    monthlyGrowthPercent: String(revenue.monthlyGrowthPercent),
  }
}

type Unit = { symbol: string; position: 'before' | 'after' }

interface FieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  unit?: Unit
  note?: string
  describedBy?: string
  step?: string
  max?: number
}

function NumberField({ id, label, value, onChange, unit, note, describedBy, step = 'any', max }: FieldProps) {
  const noteId = `${id}-note`
  const describedByIds = [describedBy, note ? noteId : undefined].filter(Boolean).join(' ') || undefined
  const affix = (position: Unit['position']) =>
    unit?.position === position && (
      <span className="startup-cost-calculator__affix" aria-hidden="true">
        {unit.symbol}
      </span>
    )
  return (
    <div className="startup-cost-calculator__field">
      <label className="startup-cost-calculator__label" htmlFor={id}>
        {label}
      </label>
      <span className="startup-cost-calculator__control">
        {affix('before')}
        <input
          id={id}
          className="startup-cost-calculator__input"
          type="number"
          inputMode={step === '1' ? 'numeric' : 'decimal'}
          min={0}
          max={max}
          step={step}
          value={value}
          aria-describedby={describedByIds}
          onChange={(event) => onChange(event.target.value)}
        />
        {affix('after')}
      </span>
      {note && (
        <p className="startup-cost-calculator__note" id={noteId}>
          {note}
        </p>
      )}
    </div>
  )
}

/** The marketplace startup cost calculator: costs against commission income, recomputed on every keystroke. */
export function StartupCostCalculator({ attrs }: BlockProps<StartupCostCalculatorAttrs>) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const [values, setValues] = useState<Values>(() => defaults(attrs))
  const result = useMemo(() => computeStartupCosts(values), [values])
  const money = useMemo(() => currencyAffix(LOCALES[locale].iso, attrs.currency), [locale, attrs.currency])
  const percent: Unit = { symbol: '%', position: 'after' }
  const currencyNoteId = `${id}-currency`

  const formatAmount = (value: number) => formatMoney(value, attrs.currency, locale)
  const setLine = (list: 'oneTime' | 'monthly', index: number) => (value: string) =>
    setValues((current) => ({ ...current, [list]: current[list].map((v, i) => (i === index ? value : v)) }))
  const setRevenue = (field: RevenueField) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  const costFieldset = (list: 'oneTime' | 'monthly', legend: string) => (
    <fieldset className="startup-cost-calculator__group">
      <legend className="startup-cost-calculator__legend">{legend}</legend>
      {attrs[list].map((line, index) => (
        <NumberField
          key={index}
          id={`${id}-${list}-${index}`}
          label={line.label}
          note={line.note}
          unit={money}
          describedBy={currencyNoteId}
          value={values[list][index] ?? ''}
          onChange={setLine(list, index)}
        />
      ))}
    </fieldset>
  )

  const netResultClass = (value: number) => `startup-cost-calculator__value startup-cost-calculator__value--${value < 0 ? 'negative' : 'positive'}`

  return (
    <section className="startup-cost-calculator" aria-labelledby={`${id}-heading`}>
      <h2 className="startup-cost-calculator__heading" id={`${id}-heading`}>
        {attrs.heading ?? t('calculator.heading')}
      </h2>
      {attrs.intro && <p className="startup-cost-calculator__intro">{attrs.intro}</p>}
      <div className="startup-cost-calculator__layout">
        <form className="startup-cost-calculator__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <p className="startup-cost-calculator__currency" id={currencyNoteId}>
            {t('calculator.amountsIn', { currency: attrs.currency })}
          </p>
          {costFieldset('oneTime', t('calculator.oneTime'))}
          {costFieldset('monthly', t('calculator.monthly'))}
          <fieldset className="startup-cost-calculator__group">
            <legend className="startup-cost-calculator__legend">{t('calculator.revenue')}</legend>
            <NumberField
              id={`${id}-orders`}
              label={t('calculator.ordersPerMonth')}
              step="1"
              value={values.ordersPerMonth}
              onChange={setRevenue('ordersPerMonth')}
            />
            <NumberField
              id={`${id}-aov`}
              label={t('calculator.averageOrderValue')}
              unit={money}
              describedBy={currencyNoteId}
              value={values.averageOrderValue}
              onChange={setRevenue('averageOrderValue')}
            />
            <NumberField
              id={`${id}-commission`}
              label={t('calculator.commissionPercent')}
              unit={percent}
              max={100}
              value={values.commissionPercent}
              onChange={setRevenue('commissionPercent')}
            />
            <NumberField
              id={`${id}-fee`}
              label={t('calculator.paymentFeePercent')}
              unit={percent}
              max={100}
              value={values.paymentFeePercent}
              onChange={setRevenue('paymentFeePercent')}
            />
            <NumberField
              id={`${id}-growth`}
              label={t('calculator.monthlyGrowthPercent')}
              unit={percent}
              max={100}
              value={values.monthlyGrowthPercent}
              onChange={setRevenue('monthlyGrowthPercent')}
            />
          </fieldset>
          <button type="button" className="button button--secondary startup-cost-calculator__reset" onClick={() => setValues(defaults(attrs))}>
            {t('calculator.reset')}
          </button>
        </form>

        <div className="startup-cost-calculator__results">
          <h3 className="startup-cost-calculator__results-heading" id={`${id}-results`}>
            {t('calculator.results')}
          </h3>
          <div className="startup-cost-calculator__live" aria-live="polite">
            <dl className="startup-cost-calculator__figures">
              <div className="startup-cost-calculator__figure">
                <dt>{t('calculator.oneTimeTotal')}</dt>
                <dd className="startup-cost-calculator__value" data-result="oneTimeTotal">
                  {formatAmount(result.oneTimeTotal)}
                </dd>
              </div>
              <div className="startup-cost-calculator__figure">
                <dt>{t('calculator.monthlyTotal')}</dt>
                <dd className="startup-cost-calculator__value" data-result="monthlyTotal">
                  {formatAmount(result.monthlyTotal)}
                </dd>
              </div>
              <div className="startup-cost-calculator__figure">
                <dt>{t('calculator.monthOneIncome')}</dt>
                <dd className="startup-cost-calculator__value" data-result="monthOneNetIncome">
                  {formatAmount(result.monthOneNetIncome)}
                </dd>
              </div>
              <div className="startup-cost-calculator__figure">
                <dt>{t('calculator.firstYearCost')}</dt>
                <dd className="startup-cost-calculator__value" data-result="firstYearCost">
                  {formatAmount(result.firstYearCost)}
                </dd>
              </div>
              <div className="startup-cost-calculator__figure">
                <dt>{t('calculator.firstYearResult')}</dt>
                <dd className={netResultClass(result.firstYearNetResult)} data-result="firstYearNetResult">
                  {formatAmount(result.firstYearNetResult)}
                </dd>
              </div>
              <div className="startup-cost-calculator__figure startup-cost-calculator__figure--break-even">
                <dt>{t('calculator.breakEven')}</dt>
                <dd className="startup-cost-calculator__value" data-result="breakEven">
                  {result.breakEvenMonth === null ? t('calculator.noBreakEven') : t('calculator.breakEvenMonth', { month: result.breakEvenMonth })}
                </dd>
              </div>
            </dl>
          </div>
          <p className="startup-cost-calculator__explain">{t('calculator.explain')}</p>
          <details className="startup-cost-calculator__schedule">
            <summary>{t('calculator.schedule')}</summary>
            <div className="startup-cost-calculator__table-wrap">
              <table className="startup-cost-calculator__table">
                <caption className="visually-hidden">{t('calculator.schedule')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('calculator.month')}</th>
                    <th scope="col">{t('calculator.orders')}</th>
                    <th scope="col">{t('calculator.netIncome')}</th>
                    <th scope="col">{t('calculator.cumulativeCost')}</th>
                    <th scope="col">{t('calculator.cumulativeResult')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.firstYear.map((row) => (
                    <tr key={row.month}>
                      <th scope="row">{row.month}</th>
                      <td>{formatNumber(Math.round(row.orders), locale)}</td>
                      <td>{formatAmount(row.netIncome)}</td>
                      <td>{formatAmount(row.cumulativeCost)}</td>
                      <td className={row.cumulativeResult < 0 ? 'startup-cost-calculator__cell--negative' : undefined}>{formatAmount(row.cumulativeResult)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      </div>
    </section>
  )
}
