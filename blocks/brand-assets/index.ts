import { defineBlock } from '../define-block.ts'
import { brandAssetsAttrs } from './schema.ts'
import { BrandAssets } from './BrandAssets.tsx'

export default defineBlock({
  name: 'site/brand-assets',
  editor: {
    title: 'Brand assets',
    description: 'Logos and colours to download, with the rules for using them.',
    category: 'site-sections',
    icon: 'art',
    keywords: ['logo', 'press kit', 'colours'],
  },
  attrs: brandAssetsAttrs,
  Component: BrandAssets,
  styles: 'brand-assets.css',
  example: 'dokan-logos.html',
})
