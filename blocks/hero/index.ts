import { defineBlock } from '../define-block.ts'
import { heroAttrs } from './schema.ts'
import { Hero } from './Hero.tsx'

export default defineBlock({
  name: 'site/hero',
  editor: {
    title: 'Hero',
    description: "The page's opening: heading, text, two calls to action and an image.",
    category: 'site-sections',
    icon: 'cover-image',
    keywords: ['banner', 'header', 'intro'],
  },
  attrs: heroAttrs,
  Component: Hero,
  styles: 'hero.css',
  example: 'marketplace.html',
})
