import { defineBlock } from '../define-block.ts'
import { successStoriesAttrs } from './schema.ts'
import { SuccessStories } from './SuccessStories.tsx'

export default defineBlock({ name: 'site/success-stories', attrs: successStoriesAttrs, Component: SuccessStories })
