import { defineBlock } from '../define-block.ts'
import { heroAttrs } from './schema.ts'
import { Hero } from './Hero.tsx'

export default defineBlock({ name: 'site/hero', attrs: heroAttrs, Component: Hero })
