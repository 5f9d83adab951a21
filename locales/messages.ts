import type { Locale } from '../content-rules/locales.ts'

export type MessageId = keyof typeof import('./en.json')
export type Messages = Record<MessageId, string>

/** Every catalogue is its own chunk: a page downloads the messages of its language only. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./en.json'),
  es: () => import('./es.json'),
  fr: () => import('./fr.json'),
}

const cache = new Map<Locale, Messages>()

/**
 * The catalogue of `locale`. When it cannot be loaded the page falls back to English and
 * `onFallback` hears of the failure (the browser's chunk-reload then leaves the page alone).
 */
export async function loadMessages(locale: Locale, onFallback?: (error: unknown) => void): Promise<Messages> {
  const cached = cache.get(locale)
  if (cached) return cached
  try {
    const messages = (await loaders[locale]()).default
    cache.set(locale, messages)
    return messages
  } catch (error) {
    // SPEC §8: a locale file failure is logged only; the page falls back to English texts.
    console.error(`[i18n] could not load messages for '${locale}':`, error)
    if (locale === 'en') throw error
    onFallback?.(error)
    return loadMessages('en')
  }
}

/** The catalogue of `locale` if it is loaded already (a render, which cannot wait, after the data step loaded it). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return cache.get(locale)
}
