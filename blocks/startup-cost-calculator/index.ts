import { defineBlock } from '../define-block.ts'
import { startupCostCalculatorAttrs } from './schema.ts'
import { StartupCostCalculator } from './StartupCostCalculator.tsx'

export default defineBlock({
  name: 'site/startup-cost-calculator',
  editor: {
    title: 'Startup cost calculator',
    description: "A free tool: the visitor adds up a marketplace's costs to its break-even month.",
    category: 'site-forms',
    icon: 'calculator',
    keywords: ['calculator', 'costs', 'free tool'],
  },
  attrs: startupCostCalculatorAttrs,
  Component: StartupCostCalculator,
  island: true,
  hydrate: 'interaction',
  styles: 'startup-cost-calculator.css',
  example: 'dokan-marketplace.html',
})
