import type { ReactNode } from 'react'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import type { Messages } from '../../locales/messages.ts'
import type { PageFacts } from '../page-facts.ts'
import { LocaleContext, MessagesContext } from '../LocaleContext.ts'
import { PageFactsContext } from '../usePageFacts.ts'
import { IslandErrorBoundary } from './IslandErrorBoundary.tsx'
import { IslandFormContext } from './island-form.ts'

/**
 * The root of an island, the same on the server (island-html.ts) and in the browser
 * (hydrate-islands.ts): its language and messages, the page's facts (usePageFacts), the few of them
 * its components read through usePageContext (the path for active links, the campaign), and the
 * form it holds (island-form.ts). No jotai Provider: in the browser the islands of a page share
 * jotai's default store.
 */
export function IslandProviders({
  name,
  id,
  facts,
  messages,
  children,
}: {
  name: string
  id: string
  facts: PageFacts
  messages: Messages
  children: ReactNode
}) {
  // An island is rendered (and hydrated) as a root of its own: vike's page context is not there. Its
  // stand-in reads the facts only when a component asks (the server's render records what it used).
  const pageContext = {
    get locale() {
      return facts.locale
    },
    get urlPathname() {
      return facts.urlPathname
    },
    get urlParsed() {
      return { searchOriginal: facts.search }
    },
    get renderedAt() {
      return facts.renderedAt
    },
    get campaignEndsAt() {
      return facts.campaignEndsAt
    },
    get settings() {
      return facts.campaign ? { campaign: facts.campaign } : null
    },
  } as unknown as PageContext
  const notice = facts.formNotice?.form === id ? facts.formNotice : null
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <PageFactsContext.Provider value={facts}>
        <LocaleContext.Provider value={facts.locale}>
          <MessagesContext.Provider value={messages}>
            <IslandFormContext.Provider value={{ key: id, notice }}>
              <IslandErrorBoundary name={name}>{children}</IslandErrorBoundary>
            </IslandFormContext.Provider>
          </MessagesContext.Provider>
        </LocaleContext.Provider>
      </PageFactsContext.Provider>
    </VikeReactProviderPageContext>
  )
}
