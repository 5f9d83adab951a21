import { defineBlock } from '../define-block.ts'
import { ctaAttrs } from './schema.ts'
import { Cta } from './Cta.tsx'

export default defineBlock({ name: 'site/cta', attrs: ctaAttrs, Component: Cta })
