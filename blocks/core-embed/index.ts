import { defineBlock } from '../define-block.ts'
import { savedText } from '../markup/saved-html.ts'
import { coreEmbedAttrs } from './schema.ts'
import { CoreEmbed } from './CoreEmbed.tsx'

export default defineBlock({
  name: 'core/embed',
  attrs: coreEmbedAttrs,
  savedAttrs: ({ innerHTML }) => ({ caption: savedText(innerHTML, 'figcaption') }),
  Component: CoreEmbed,
  // A video waits for its play button; a link card is plain content.
  island: true,
  hydrate: 'interaction',
  islandWhen: (attrs) => attrs.kind === 'video',
  styles: 'core-embed.css',
  // A video is the video block's own player.
  stylesheetsFor: (attrs) => (attrs.kind === 'video' ? ['site/video'] : ['core/embed']),
  example: 'youtube.html',
})
