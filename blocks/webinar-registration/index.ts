import { defineBlock } from '../define-block.ts'
import { webinarRegistrationAttrs } from './schema.ts'
import { WebinarRegistration } from './WebinarRegistration.tsx'

export default defineBlock({ name: 'site/webinar-registration', attrs: webinarRegistrationAttrs, Component: WebinarRegistration, interactive: true })
