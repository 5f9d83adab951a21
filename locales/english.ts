import en from './en.json'
import type { Messages } from './messages.ts'

/**
 * The English catalogue, synchronously: for stories, tests and server-only renders. Pages in the
 * browser get theirs from loadMessages, so Spanish and French bundles do not carry it.
 */
export const englishMessages: Messages = en
