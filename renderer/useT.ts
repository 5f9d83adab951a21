import { useIntl } from 'react-intl'
import type { MessageId } from '../locales/messages.ts'

type Values = Record<string, string | number>

/** Typed message lookup: only ids present in locales/en.json compile. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl()
  return (id, values) => intl.formatMessage({ id }, values)
}
