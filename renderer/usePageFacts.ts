import { createContext, useContext } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../content-rules/locales.ts'
import { LocaleContext } from './LocaleContext.ts'
import { RenderTimeContext } from './render-time.ts'
import type { PageFacts } from './page-facts.ts'
import { pageTypeOf } from './page-type.ts'

type PageContextFacts = Partial<Vike.PageContext & { urlPathname: string; urlParsed: { searchOriginal: string | null }; pageId: string | null }>

/** The facts of a page being rendered (`outside`: the language and clock of a render outside any page). */
export function pageFactsOf(pageContext: PageContextFacts | undefined, outside: { locale: Locale; renderedAt: number }): PageFacts {
  const renderedAt = pageContext?.renderedAt ?? outside.renderedAt
  const { settings, campaignEndsAt } = pageContext ?? {}
  const locale = pageContext?.locale ?? outside.locale
  const urlPathname = pageContext?.urlPathname ?? '/'
  // SPEC §4: the campaign is shown only while its end date is ahead.
  const running = settings && campaignEndsAt && campaignEndsAt > renderedAt ? settings.campaign : null
  return {
    locale,
    pageType: pageTypeOf(pageContext?.pageId, urlPathname),
    renderedAt,
    urlPathname,
    search: pageContext?.urlParsed?.searchOriginal ?? '',
    campaign: running,
    campaignEndsAt: running ? (campaignEndsAt ?? null) : null,
    formNotice: pageContext?.formNotice ?? null,
    checkoutScriptUrl: pageContext?.checkoutScriptUrl ?? null,
    analytics: pageContext?.analytics ?? null,
    clockFrozenAt: pageContext?.previewAt ?? null,
    previewEditing: pageContext?.previewEditing ?? null,
  }
}

/** An island's facts, as its root provides them (islands/IslandProviders.tsx): the page's, read from `#page-facts` in the browser. */
export const PageFactsContext = createContext<PageFacts | null>(null)

/**
 * The facts of the page being rendered: in an island, its root's (read property by property, so
 * that its server render knows which it used: islands/island-html.ts); on the page, from vike's
 * page context. Outside a page (a story, a block rendered alone) they are the render's language
 * and clock, with no campaign.
 */
export function usePageFacts(): PageFacts {
  const island = useContext(PageFactsContext)
  const pageContext = usePageContext() as PageContextFacts | undefined
  const locale = useContext(LocaleContext)
  const renderTime = useContext(RenderTimeContext)
  if (island) return island
  // eslint-disable-next-line react-hooks/purity -- outside a page (a story) there is no render time; on a page there always is
  return pageFactsOf(pageContext, { locale, renderedAt: renderTime ?? Date.now() })
}
