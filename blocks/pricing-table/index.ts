import { defineBlock } from '../define-block.ts'
import { pricingTableAttrs } from './schema.ts'
import { PricingTable } from './PricingTable.tsx'

export default defineBlock({
  name: 'site/pricing-table',
  editor: {
    title: 'Pricing table',
    description: 'Plans with prices per billing period, the first-year discount and add-to-cart buttons.',
    category: 'site-commerce',
    icon: 'money-alt',
    keywords: ['pricing', 'plans', 'prices', 'buy'],
  },
  attrs: pricingTableAttrs,
  Component: PricingTable,
  island: true,
  hydrate: 'interaction',
  needsCheckout: true,
  styles: 'pricing-table.css',
  example: 'dokan.html',
})
