import { defineBlock } from '../define-block.ts'
import { refundPolicyGeneratorAttrs } from './schema.ts'
import { RefundPolicyGenerator } from './RefundPolicyGenerator.tsx'

export default defineBlock({ name: 'site/refund-policy-generator', attrs: refundPolicyGeneratorAttrs, Component: RefundPolicyGenerator, interactive: true })
