import { defineBlock } from '../define-block.ts'
import { pricingTableAttrs } from './schema.ts'
import { PricingTable } from './PricingTable.tsx'

export default defineBlock({ name: 'site/pricing-table', attrs: pricingTableAttrs, Component: PricingTable, interactive: true })
