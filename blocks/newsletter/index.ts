import { defineBlock } from '../define-block.ts'
import { newsletterAttrs } from './schema.ts'
import { Newsletter } from './Newsletter.tsx'

export default defineBlock({ name: 'site/newsletter', attrs: newsletterAttrs, Component: Newsletter, interactive: true })
