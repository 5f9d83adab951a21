import { defineBlock } from '../define-block.ts'
import { faqAttrs } from './schema.ts'
import { Faq } from './Faq.tsx'

export default defineBlock({
  name: 'site/faq',
  editor: {
    title: 'FAQ',
    description: 'Questions and answers that open one at a time, without JavaScript.',
    category: 'site-sections',
    icon: 'editor-help',
    keywords: ['questions', 'answers', 'accordion'],
  },
  attrs: faqAttrs,
  Component: Faq,
  styles: 'faq.css',
  example: 'pricing.html',
})
