import { defineBlock } from '../define-block.ts'
import { logoCloudAttrs } from './schema.ts'
import { LogoCloud } from './LogoCloud.tsx'

export default defineBlock({ name: 'site/logo-cloud', attrs: logoCloudAttrs, Component: LogoCloud })
