import { useContext } from 'react'
import { formatMessage, type MessageValues } from '../locales/format-message.ts'
import { LOCALES } from '../content-rules/locales.ts'
import type { MessageId } from '../locales/messages.ts'
import { MessagesContext, useLocale } from './LocaleContext.ts'

/** Typed message lookup: only ids present in locales/en.json compile. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const messages = useContext(MessagesContext)
  const locale = useLocale()
  return (id, values = {}) => {
    const message = messages?.[id]
    if (message === undefined) {
      console.error(`[i18n] no message '${id}'`)
      return id
    }
    return formatMessage(message, values, LOCALES[locale].iso)
  }
}
