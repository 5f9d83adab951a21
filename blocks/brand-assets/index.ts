import { defineBlock } from '../define-block.ts'
import { brandAssetsAttrs } from './schema.ts'
import { BrandAssets } from './BrandAssets.tsx'

export default defineBlock({ name: 'site/brand-assets', attrs: brandAssetsAttrs, Component: BrandAssets })
