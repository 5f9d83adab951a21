import type { MessageId } from '../locales/messages.ts'

/** SPEC §5, §9: a search keyword needs at least 3 characters; beyond 100 it is cut (no one types more). */
export const MIN_SEARCH_LENGTH = 3
export const MAX_SEARCH_LENGTH = 100
/** SPEC §5, §9: the docs search box asks 500 ms after typing stops, with this criteria value. */
export const SEARCH_DEBOUNCE_MS = 500
export const SEARCH_CRITERIA = 93430

export type SearchState = { query: string; message: MessageId | null }

/** SPEC §5 search rules: nothing typed, too short, or a keyword to look for. The blog, docs and the search box share them. */
export function searchState(raw: string | undefined): SearchState | null {
  if (raw === undefined) return null
  const query = [...raw.trim()].slice(0, MAX_SEARCH_LENGTH).join('')
  if (!query) return { query, message: 'search.empty' }
  if ([...query].length < MIN_SEARCH_LENGTH) return { query, message: 'search.tooShort' }
  return { query, message: null }
}
