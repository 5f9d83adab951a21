import { defineBlock } from '../define-block.ts'
import { refundPolicyGeneratorAttrs } from './schema.ts'
import { RefundPolicyGenerator } from './RefundPolicyGenerator.tsx'

export default defineBlock({
  name: 'site/refund-policy-generator',
  editor: {
    title: 'Refund policy generator',
    description: 'A free tool: the visitor builds a return and refund policy to copy or download.',
    category: 'site-forms',
    icon: 'media-text',
    keywords: ['refund', 'policy', 'free tool', 'generator'],
  },
  attrs: refundPolicyGeneratorAttrs,
  Component: RefundPolicyGenerator,
  island: true,
  hydrate: 'interaction',
  styles: 'refund-policy-generator.css',
  example: 'marketplace.html',
})
