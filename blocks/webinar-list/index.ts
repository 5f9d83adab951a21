import { defineBlock } from '../define-block.ts'
import { webinarListAttrs } from './schema.ts'
import { WebinarList } from './WebinarList.tsx'

export default defineBlock({ name: 'site/webinar-list', attrs: webinarListAttrs, Component: WebinarList })
