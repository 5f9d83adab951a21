import { defineBlock } from '../define-block.ts'
import { faqAttrs } from './schema.ts'
import { Faq } from './Faq.tsx'

export default defineBlock({ name: 'site/faq', attrs: faqAttrs, Component: Faq })
