import { defineBlock } from '../define-block.ts'
import { startupCostCalculatorAttrs } from './schema.ts'
import { StartupCostCalculator } from './StartupCostCalculator.tsx'

export default defineBlock({ name: 'site/startup-cost-calculator', attrs: startupCostCalculatorAttrs, Component: StartupCostCalculator, interactive: true })
