import { defineBlock } from '../define-block.ts'
import { videoAttrs } from './schema.ts'
import { Video } from './Video.tsx'

export default defineBlock({
  name: 'site/video',
  editor: {
    title: 'Video',
    description: 'A YouTube or Vimeo video shown as a poster; the player loads on click.',
    category: 'site-media',
    icon: 'video-alt3',
    keywords: ['youtube', 'vimeo', 'player'],
  },
  attrs: videoAttrs,
  Component: Video,
  island: true,
  hydrate: 'interaction',
  styles: 'video.css',
  example: 'youtube-with-poster.html',
})
