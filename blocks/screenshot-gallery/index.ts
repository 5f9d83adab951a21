import { defineBlock } from '../define-block.ts'
import { screenshotGalleryAttrs } from './schema.ts'
import { ScreenshotGallery } from './ScreenshotGallery.tsx'

export default defineBlock({
  name: 'site/screenshot-gallery',
  editor: {
    title: 'Screenshot gallery',
    description: 'Screenshots as thumbnails that open in a lightbox.',
    category: 'site-media',
    icon: 'format-gallery',
    keywords: ['screenshots', 'gallery', 'lightbox'],
  },
  attrs: screenshotGalleryAttrs,
  Component: ScreenshotGallery,
  island: true,
  hydrate: 'interaction',
  styles: 'screenshot-gallery.css',
  example: 'dokan-vendor-dashboard.html',
})
