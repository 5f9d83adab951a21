import { defineBlock } from '../define-block.ts'
import { testimonialsAttrs } from './schema.ts'
import { Testimonials } from './Testimonials.tsx'

export default defineBlock({
  name: 'site/testimonials',
  attrs: testimonialsAttrs,
  Component: Testimonials,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-testimonials.ts').then((m) => m.loadTestimonials(attrs, context)),
})
