import { useContext } from 'react'
import { MessagesContext } from '../../renderer/LocaleContext.ts'
import { useCountdownText } from './useCountdownText.ts'
import { COUNTDOWN_MESSAGES } from './countdown-format.ts'

/**
 * The time left to `endsAt` in the SPEC format. Inside an island React ticks it; on the page the
 * browser does (browser/countdowns.ts), from `data-ends-at` and the three message templates it
 * carries, without React.
 */
export function CountdownClock({ endsAt, className, timer = false }: { endsAt: number; className?: string; timer?: boolean }) {
  const { text } = useCountdownText(endsAt)
  const messages = useContext(MessagesContext)
  const templates = messages && Object.fromEntries(COUNTDOWN_MESSAGES.map((id) => [id, messages[id]]))
  return (
    <time
      className={className}
      role={timer ? 'timer' : undefined}
      dateTime={new Date(endsAt).toISOString()}
      data-ends-at={endsAt}
      data-messages={JSON.stringify(templates)}
    >
      {text}
    </time>
  )
}
