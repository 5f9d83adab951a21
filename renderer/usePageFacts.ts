import { useContext } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../locales/locales.ts'
import { LocaleContext } from './LocaleContext.ts'
import { RenderTimeContext } from './useNow.ts'
import type { PageFacts } from './page-facts.ts'

type PageContextFacts = Partial<Vike.PageContext & { urlPathname: string; urlParsed: { searchOriginal: string | null } }>

/** The facts of a page being rendered (`outside`: the language and clock of a render outside any page). */
export function pageFactsOf(pageContext: PageContextFacts | undefined, outside: { locale: Locale; renderedAt: number }): PageFacts {
  const renderedAt = pageContext?.renderedAt ?? outside.renderedAt
  const { settings, campaignEndsAt } = pageContext ?? {}
  // SPEC §4: the campaign is shown only while its end date is ahead.
  const running = settings && campaignEndsAt && campaignEndsAt > renderedAt ? settings.campaign : null
  return {
    locale: pageContext?.locale ?? outside.locale,
    renderedAt,
    urlPathname: pageContext?.urlPathname ?? '/',
    search: pageContext?.urlParsed?.searchOriginal ?? '',
    campaign: running,
    campaignEndsAt: running ? (campaignEndsAt ?? null) : null,
    formNotice: pageContext?.formNotice ?? null,
    checkoutScriptUrl: pageContext?.checkoutScriptUrl ?? null,
  }
}

/**
 * The facts of the page being rendered. Outside a page (a story, a block rendered alone) there is
 * no page context: the facts are the render's language and clock, with no campaign.
 */
export function usePageFacts(): PageFacts {
  const pageContext = usePageContext() as PageContextFacts | undefined
  const locale = useContext(LocaleContext)
  const renderTime = useContext(RenderTimeContext)
  // eslint-disable-next-line react-hooks/purity -- outside a page (a story) there is no render time; on a page there always is
  return pageFactsOf(pageContext, { locale, renderedAt: renderTime ?? Date.now() })
}
