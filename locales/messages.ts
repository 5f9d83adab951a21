import en from './en.json'
import type { Locale } from './locales.ts'

export type MessageId = keyof typeof en
export type Messages = Record<MessageId, string>

/** English ships with the app; es and fr are separate chunks loaded when needed. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./es.json'),
  fr: () => import('./fr.json'),
}

const cache = new Map<Locale, Messages>([['en', en]])

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale)
  if (cached) return cached
  if (locale === 'en') return en
  try {
    const messages = (await loaders[locale]()).default
    cache.set(locale, messages)
    return messages
  } catch (error) {
    // SPEC §8: a locale file failure is logged only; the page falls back to English texts.
    console.error(`[i18n] could not load messages for '${locale}':`, error)
    return en
  }
}

export const englishMessages: Messages = en
