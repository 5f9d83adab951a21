import { defineBlock } from '../define-block.ts'
import { logoCloudAttrs } from './schema.ts'
import { LogoCloud } from './LogoCloud.tsx'

export default defineBlock({
  name: 'site/logo-cloud',
  editor: {
    title: 'Logo cloud',
    description: 'Logos or wordmarks of customers, integrations or products.',
    category: 'site-sections',
    icon: 'images-alt2',
    keywords: ['logos', 'clients', 'integrations'],
  },
  attrs: logoCloudAttrs,
  Component: LogoCloud,
  styles: 'logo-cloud.css',
  example: 'integrations.html',
})
