import { defineBlock } from '../define-block.ts'
import { countdownAttrs } from './schema.ts'
import { Countdown } from './Countdown.tsx'

export default defineBlock({ name: 'site/countdown', attrs: countdownAttrs, Component: Countdown, interactive: true })
