import { usePageContext } from 'vike-react/usePageContext'
import type { IslandContext } from '../renderer/island-context.ts'
import { useCampaignContext } from '../renderer/running-campaign.ts'

/** What the page's islands know of it (renderer/island-context.ts), from the page being rendered. */
export function useIslandContext(): IslandContext {
  const { renderedAt, locale, urlPathname, urlParsed } = usePageContext()
  // eslint-disable-next-line react-hooks/purity -- outside a page (a story) there is no render time; on a page there always is
  return { locale, renderedAt: renderedAt ?? Date.now(), urlPathname, search: urlParsed.searchOriginal ?? '', ...useCampaignContext() }
}
