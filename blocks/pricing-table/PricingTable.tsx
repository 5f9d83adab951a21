import { useId, useState } from 'react'
import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatMoney } from '../../renderer/format-number.ts'
import type { MessageId } from '../../locales/messages.ts'
import type { BillingPeriod, PricingTableAttrs } from './schema.ts'
import { addToCart, cartLink } from './add-to-cart.ts'
import { JsonLd } from '../../renderer/json-ld.tsx'
import { productStructuredData } from './product-structured-data.ts'

const PERIOD_LABEL: Record<BillingPeriod, MessageId> = {
  annual: 'pricing.period.annual',
  twoYears: 'pricing.period.twoYears',
  lifetime: 'pricing.period.lifetime',
}
const PER_PERIOD: Record<BillingPeriod, MessageId> = {
  annual: 'pricing.per.annual',
  twoYears: 'pricing.per.twoYears',
  lifetime: 'pricing.per.lifetime',
}

/** First payment after the campaign discount, to the cent. */
export function discountedPrice(regular: number, discountPercent: number): number {
  return Math.round(regular * (100 - discountPercent)) / 100
}

export function PricingTable({ attrs }: BlockProps<PricingTableAttrs>) {
  const t = useT()
  const headingId = useId()
  const [period, setPeriod] = useState<BillingPeriod>(attrs.defaultPeriod ?? attrs.periods[0] ?? 'annual')
  const [adding, setAdding] = useState<string | null>(null)
  const locale = useLocale()
  const money = (value: number) => formatMoney(value, attrs.currency, locale)

  return (
    <section className="pricing-table" aria-labelledby={attrs.heading ? headingId : undefined}>
      {productStructuredData(attrs).map((product) => (
        <JsonLd key={product.name} data={product} />
      ))}
      {attrs.heading && <h2 id={headingId}>{attrs.heading}</h2>}
      {attrs.periods.length > 1 && (
        <div className="pricing-table__periods" role="group" aria-label={t('pricing.billingPeriod')}>
          {attrs.periods.map((p) => (
            <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {t(PERIOD_LABEL[p])}
            </button>
          ))}
        </div>
      )}
      <div className="pricing-table__plans">
        {attrs.plans.map((plan) => {
          const regular = plan.prices[period] ?? 0
          const sale = discountedPrice(regular, attrs.discountPercent)
          const productId = plan.productIds[period]
          const buttonClass = `button ${plan.highlighted ? 'button--primary' : 'button--secondary'}`
          return (
            <article key={plan.name} className={`plan${plan.highlighted ? ' plan--highlighted' : ''}`} data-plan={plan.name}>
              {plan.highlighted && <p className="plan__badge">{t('pricing.popular')}</p>}
              <h3 className="plan__name">{plan.name}</h3>
              <p className="plan__description">{plan.description}</p>
              <p className="plan__price">
                {regular === 0 ? (
                  <strong>{t('pricing.free')}</strong>
                ) : (
                  <>
                    {sale < regular && (
                      <del aria-label={t('pricing.regularPrice')} className="plan__regular">
                        {money(regular)}
                      </del>
                    )}{' '}
                    <strong className="plan__amount">{money(sale)}</strong> <span className="plan__per">{t(PER_PERIOD[period])}</span>
                    {sale < regular && <span className="plan__save">{t('pricing.save', { percent: attrs.discountPercent })}</span>}
                  </>
                )}
              </p>
              <ul className="plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {productId === undefined ? (
                <Link className={buttonClass} href={plan.cta.href}>
                  {plan.cta.label}
                </Link>
              ) : (
                // A real link to the cart (it adds the plan by itself); with JavaScript, the ajax call first.
                <a
                  className={buttonClass}
                  href={cartLink(productId, attrs.couponCode)}
                  rel="external"
                  aria-busy={adding === plan.name || undefined}
                  onClick={(event) => {
                    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
                    event.preventDefault()
                    setAdding(plan.name)
                    void addToCart(productId, attrs.couponCode)
                  }}
                >
                  {adding === plan.name ? t('forms.sending') : plan.cta.label}
                </a>
              )}
            </article>
          )
        })}
      </div>
      <p className="pricing-table__notes">
        {t('pricing.excludesTax')}
        {attrs.discountPercent > 0 && <> {t('pricing.firstYearOnly')}</>}
      </p>
    </section>
  )
}
