import type { BillingPeriod, PricingTableAttrs } from './schema.ts'

/** ISO 8601 durations of the billing periods; a lifetime licence is paid once. */
const BILLING_DURATION: Record<BillingPeriod, string | null> = { annual: 'P1Y', twoYears: 'P2Y', lifetime: null }

/**
 * schema.org Product per plan, each with an Offer per billing period at its regular price (the
 * campaign discount applies to the first payment only, SPEC §9, so it is not the offer's price).
 */
export function productStructuredData(attrs: PricingTableAttrs) {
  return attrs.plans.map((plan) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: attrs.product ? `${attrs.product} ${plan.name}` : plan.name,
    description: plan.description,
    ...(attrs.product ? { brand: { '@type': 'Brand', name: attrs.product } } : {}),
    offers: attrs.periods.flatMap((period) => {
      const price = plan.prices[period] ?? (plan.name === 'Free' ? 0 : undefined)
      if (price === undefined) return []
      const duration = BILLING_DURATION[period]
      return [
        {
          '@type': 'Offer',
          price: price.toFixed(2),
          priceCurrency: attrs.currency,
          availability: 'https://schema.org/InStock',
          ...(duration && price > 0
            ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: price.toFixed(2), priceCurrency: attrs.currency, billingDuration: duration } }
            : {}),
        },
      ]
    }),
  }))
}
