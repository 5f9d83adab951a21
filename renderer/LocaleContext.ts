import { createContext, useContext } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../content-rules/locales.ts'
import type { Messages } from '../locales/messages.ts'

/**
 * The current locale for components that also render outside a vike page (static block
 * pre-rendering, Storybook): they read it here rather than from usePageContext().
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export const useLocale = (): Locale => useContext(LocaleContext)

/** The messages of the page's language (AppProviders on the server, the island runtime in the browser); read through useT. */
export const MessagesContext = createContext<Messages | null>(null)
