import { defineBlock } from '../define-block.ts'
import { tabsAttrs } from './schema.ts'
import { Tabs } from './Tabs.tsx'

export default defineBlock({
  name: 'site/tabs',
  editor: {
    title: 'Tabs',
    description: 'Views of a product in tabs, each with text, bullets, an image and a link.',
    category: 'site-media',
    icon: 'index-card',
    keywords: ['tabs', 'views', 'screens'],
  },
  attrs: tabsAttrs,
  Component: Tabs,
  island: true,
  hydrate: 'interaction',
  styles: 'tabs.css',
  example: 'dokan-vendor-dashboard.html',
})
