import type { FaqAttrs } from './schema.ts'

/** schema.org FAQPage of the block's questions and their plain-text answers. */
export function faqStructuredData(attrs: FaqAttrs) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: attrs.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
