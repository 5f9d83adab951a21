import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { Provider as StateProvider } from 'jotai'
import { LOCALES, type Locale } from '../content-rules/locales.ts'
import type { Messages } from '../locales/messages.ts'
import { LocaleContext, MessagesContext } from './LocaleContext.ts'
import { RenderTimeContext } from './render-time.ts'

/** Everything a component may rely on: the locale and its messages. Used by pages, block pre-rendering and stories. */
interface Props {
  locale: Locale
  messages: Messages
  /** Server time of the render (see useNow); absent outside a page. */
  renderedAt?: number
  children: ReactNode
}

export function AppProviders({ locale, messages, renderedAt, children }: Props) {
  return (
    <LocaleContext.Provider value={locale}>
      <RenderTimeContext.Provider value={renderedAt ?? null}>
        <MessagesContext.Provider value={messages}>
          {/* react-intl for messages with elements inside (FormattedMessage); useT formats the rest. */}
          <IntlProvider locale={LOCALES[locale].iso} defaultLocale={LOCALES.en.iso} messages={messages}>
            {/* One state store per render: nothing leaks between requests on the server. */}
            <StateProvider>{children}</StateProvider>
          </IntlProvider>
        </MessagesContext.Provider>
      </RenderTimeContext.Provider>
    </LocaleContext.Provider>
  )
}
