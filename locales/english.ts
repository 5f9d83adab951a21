import en from './en.json'
import type { Messages } from './messages.ts'

/**
 * The English catalogue, synchronously: for stories and tests. Pages get theirs from loadMessages
 * (pageContext.messages), so Spanish and French bundles do not carry it.
 */
export const englishMessages: Messages = en
