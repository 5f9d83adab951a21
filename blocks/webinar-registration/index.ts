import { defineBlock } from '../define-block.ts'
import { webinarRegistrationAttrs } from './schema.ts'
import { WebinarRegistration } from './WebinarRegistration.tsx'

export default defineBlock({
  name: 'site/webinar-registration',
  editor: {
    title: 'Webinar registration',
    description: 'The registration form of a webinar.',
    category: 'site-forms',
    icon: 'welcome-write-blog',
    keywords: ['webinar', 'register', 'form'],
  },
  attrs: webinarRegistrationAttrs,
  Component: WebinarRegistration,
  island: true,
  hydrate: 'interaction',
  styles: 'webinar-registration.css',
  example: 'upcoming.html',
})
