import { defineBlock } from '../define-block.ts'
import { testimonialsAttrs } from './schema.ts'
import { Testimonials } from './Testimonials.tsx'

export default defineBlock({
  name: 'site/testimonials',
  editor: {
    title: 'Testimonials',
    description: 'The newest testimonials (of one product or all) and how many there are, read live.',
    category: 'site-live',
    icon: 'format-quote',
    keywords: ['reviews', 'quotes', 'customers'],
  },
  attrs: testimonialsAttrs,
  Component: Testimonials,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-testimonials.ts').then((m) => m.loadTestimonials(attrs, context)),
  styles: 'testimonials.css',
  example: 'all-products.html',
})
