import { defineBlock } from '../define-block.ts'
import { webinarListAttrs } from './schema.ts'
import { WebinarList } from './WebinarList.tsx'

export default defineBlock({
  name: 'site/webinar-list',
  editor: {
    title: 'Webinar list',
    description: 'Webinars with their date in UTC, linking the recording or the registration.',
    category: 'site-sections',
    icon: 'calendar-alt',
    keywords: ['webinars', 'events', 'recordings'],
  },
  attrs: webinarListAttrs,
  Component: WebinarList,
  styles: 'webinar-list.css',
  example: 'upcoming.html',
})
