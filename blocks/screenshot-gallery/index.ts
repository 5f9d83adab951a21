import { defineBlock } from '../define-block.ts'
import { screenshotGalleryAttrs } from './schema.ts'
import { ScreenshotGallery } from './ScreenshotGallery.tsx'

export default defineBlock({ name: 'site/screenshot-gallery', attrs: screenshotGalleryAttrs, Component: ScreenshotGallery, interactive: true })
