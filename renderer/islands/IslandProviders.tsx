import type { ReactNode } from 'react'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import type { Messages } from '../../locales/messages.ts'
import type { PageFacts } from '../page-facts.ts'
import { LocaleContext, MessagesContext } from '../LocaleContext.ts'
import { RenderTimeContext } from '../useNow.ts'
import { IslandErrorBoundary } from './IslandErrorBoundary.tsx'
import { IslandFormContext } from './island-form.ts'

/**
 * The root of an island, the same on the server (island-html.ts) and in the browser
 * (hydrate-islands.ts): its language and messages, the render clock, the few page facts its
 * components read through usePageContext (the path for active links, the campaign), and the form
 * it holds (island-form.ts). No jotai Provider: in the browser the islands of a page share jotai's
 * default store.
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
  // An island is rendered (and hydrated) as a root of its own: vike's page context is not there.
  const pageContext = {
    locale: facts.locale,
    urlPathname: facts.urlPathname,
    urlParsed: { searchOriginal: facts.search },
    renderedAt: facts.renderedAt,
    campaignEndsAt: facts.campaignEndsAt,
    settings: facts.campaign ? { campaign: facts.campaign } : null,
  } as unknown as PageContext
  const notice = facts.formNotice?.form === id ? facts.formNotice : null
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <LocaleContext.Provider value={facts.locale}>
        <RenderTimeContext.Provider value={facts.renderedAt}>
          <MessagesContext.Provider value={messages}>
            <IslandFormContext.Provider value={{ key: id, notice }}>
              <IslandErrorBoundary name={name}>{children}</IslandErrorBoundary>
            </IslandFormContext.Provider>
          </MessagesContext.Provider>
        </RenderTimeContext.Provider>
      </LocaleContext.Provider>
    </VikeReactProviderPageContext>
  )
}
