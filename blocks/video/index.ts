import { defineBlock } from '../define-block.ts'
import { videoAttrs } from './schema.ts'
import { Video } from './Video.tsx'

export default defineBlock({ name: 'site/video', attrs: videoAttrs, Component: Video, interactive: true })
