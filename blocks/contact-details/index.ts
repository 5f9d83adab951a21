import { defineBlock } from '../define-block.ts'
import { contactDetailsAttrs } from './schema.ts'
import { ContactDetails } from './ContactDetails.tsx'

export default defineBlock({
  name: 'site/contact-details',
  editor: {
    title: 'Contact details',
    description: 'Ways to reach the team: email, phone, chat and offices.',
    category: 'site-sections',
    icon: 'email',
    keywords: ['contact', 'support', 'address'],
  },
  attrs: contactDetailsAttrs,
  Component: ContactDetails,
  styles: 'contact-details.css',
  example: 'contact-page.html',
})
