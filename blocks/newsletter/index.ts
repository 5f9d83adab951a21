import { defineBlock } from '../define-block.ts'
import { newsletterAttrs } from './schema.ts'
import { Newsletter } from './Newsletter.tsx'

export default defineBlock({
  name: 'site/newsletter',
  editor: {
    title: 'Newsletter form',
    description: 'The newsletter subscription form (default, sidebar or archive variant).',
    category: 'site-forms',
    icon: 'email-alt',
    keywords: ['subscribe', 'mailing list', 'email'],
  },
  attrs: newsletterAttrs,
  Component: Newsletter,
  island: true,
  hydrate: 'interaction',
  styles: 'newsletter.css',
  example: 'default.html',
})
