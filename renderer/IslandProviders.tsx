import type { ReactNode } from 'react'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import type { Messages } from '../locales/messages.ts'
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx'
import { LocaleContext, MessagesContext } from './LocaleContext.ts'
import { RenderTimeContext } from './useNow.ts'
import type { IslandContext } from './island-context.ts'
import { IslandFormContext } from './island-form.ts'

/**
 * The root of an island, the same on the server (renderer/island-html.ts) and in the browser
 * (browser/islands.ts): its language and messages, the render clock, and the few page facts its
 * components read through usePageContext (the path for active links, the campaign), and the form
 * it holds (renderer/island-form.ts). No jotai
 * Provider: in the browser the islands of a page share jotai's default store.
 */
export function IslandProviders({
  name,
  id,
  context,
  messages,
  children,
}: {
  name: string
  id: string
  context: IslandContext
  messages: Messages
  children: ReactNode
}) {
  const pageContext = {
    locale: context.locale,
    urlPathname: context.urlPathname,
    urlParsed: { searchOriginal: context.search },
    renderedAt: context.renderedAt,
    campaignEndsAt: context.campaignEndsAt,
    settings: context.campaign ? { campaign: context.campaign } : null,
  } as unknown as PageContext
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <LocaleContext.Provider value={context.locale}>
        <RenderTimeContext.Provider value={context.renderedAt}>
          <MessagesContext.Provider value={messages}>
            <IslandFormContext.Provider value={{ key: id, notice: context.formNotice ?? null }}>
              <BlockErrorBoundary name={name}>{children}</BlockErrorBoundary>
            </IslandFormContext.Provider>
          </MessagesContext.Provider>
        </RenderTimeContext.Provider>
      </LocaleContext.Provider>
    </VikeReactProviderPageContext>
  )
}
