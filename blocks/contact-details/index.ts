import { defineBlock } from '../define-block.ts'
import { contactDetailsAttrs } from './schema.ts'
import { ContactDetails } from './ContactDetails.tsx'

export default defineBlock({ name: 'site/contact-details', attrs: contactDetailsAttrs, Component: ContactDetails })
