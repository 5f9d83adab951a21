import { defineBlock } from '../define-block.ts'
import { countdownAttrs } from './schema.ts'
import { Countdown } from './Countdown.tsx'

export default defineBlock({
  name: 'site/countdown',
  editor: {
    title: 'Countdown',
    description: 'A timer to the end of a campaign (Asia/Dhaka time), with a call to action.',
    category: 'site-commerce',
    icon: 'clock',
    keywords: ['timer', 'campaign', 'deal', 'offer'],
  },
  attrs: countdownAttrs,
  Component: Countdown,
  // At its end the countdown says it has expired: the page is rendered again then.
  validUntil: (attrs) => attrs.endsAt,
  styles: 'countdown.css',
  example: 'black-friday.html',
})
