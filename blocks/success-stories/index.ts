import { defineBlock } from '../define-block.ts'
import { successStoriesAttrs } from './schema.ts'
import { SuccessStories } from './SuccessStories.tsx'

export default defineBlock({
  name: 'site/success-stories',
  editor: {
    title: 'Success stories',
    description: "Customers' stories with their results and a link to each.",
    category: 'site-sections',
    icon: 'awards',
    keywords: ['case study', 'customers', 'stories'],
  },
  attrs: successStoriesAttrs,
  Component: SuccessStories,
  styles: 'success-stories.css',
  example: 'dokan.html',
})
