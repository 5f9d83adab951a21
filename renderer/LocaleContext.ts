import { createContext, useContext } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../locales/locales.ts'

/**
 * The current locale for components that also render outside a vike page (static block
 * pre-rendering, Storybook): they read it here rather than from usePageContext().
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export const useLocale = (): Locale => useContext(LocaleContext)
