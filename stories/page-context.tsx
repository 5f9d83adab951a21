import type { Decorator } from '@storybook/react-vite'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { storyData } from 'virtual:story-data'
import { blockStylesheets, templateStylesheets } from 'virtual:site-stylesheets'
import { stubFetch } from './stub-fetch.ts'
import { AppProviders } from '../renderer/AppProviders.tsx'
import { sitePageContext } from '../renderer/site-page-context.ts'
import { englishMessages } from '../locales/english.ts'

/**
 * What a layout or a template reads of its page (usePageContext), made as the site makes it
 * (renderer/site-page-context.ts; pages/+Wrapper.tsx), for components rendered outside vike: the
 * settings and the campaign come from the story data (virtual:story-data), the rest from the story.
 */
export interface StoryPage {
  /** The page's path, with its language prefix (active links, the header's product, the sales popup's). */
  urlPathname: string
  /** The server's clock when the page was rendered: a fixed instant, so that every run shows the same. */
  renderedAt: number
  /** The page's data (useData). */
  data?: unknown
  /** The error page's facts (pages/_error/+Page.tsx). */
  is404?: boolean
  abortStatusCode?: number
  abortReason?: unknown
  /** The site settings; null as when the content source could not answer (a minimal header). */
  settings?: Vike.PageContext['settings']
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The campaign of the site settings ends at this instant (content/settings/en.json, Asia/Dhaka). */
export const CAMPAIGN_ENDS_AT = storyData.campaignEndsAt

/** Instants around the campaign's end, for the pictures a countdown makes. */
export const CAMPAIGN_CLOCK = {
  /** More than two days left: the countdown counts days ('5 days'). */
  daysLeft: CAMPAIGN_ENDS_AT - (5 * DAY + 4 * HOUR),
  /** Under two days left: hours, minutes and seconds ('3h 25m 10s'). */
  hoursLeft: CAMPAIGN_ENDS_AT - (3 * HOUR + 25 * 60_000 + 10_000),
  /** A second after the end: a countdown on screen reads '🎉 Expired!'. */
  justEnded: CAMPAIGN_ENDS_AT + 1000,
  /** A day after the end: a page rendered then shows no campaign at all. */
  dayAfter: CAMPAIGN_ENDS_AT + DAY,
}

/** Pages without a campaign are rendered at this fixed instant (after the dataset's campaign). */
export const RENDERED_AT = CAMPAIGN_CLOCK.dayAfter

/** The page context the site would give a component on `page`. */
export function pageContextOf(page: StoryPage): PageContext {
  const urlOriginal = `${storyData.origin}${page.urlPathname}`
  const context = {
    ...sitePageContext({
      urlOriginal,
      renderedAt: page.renderedAt,
      messages: englishMessages,
      stylesheets: { blocks: blockStylesheets, templates: templateStylesheets },
      settings: page.settings === undefined ? storyData.settings : page.settings,
      campaignEndsAt: storyData.campaignEndsAt,
    }),
    urlPathname: page.urlPathname,
    urlOriginal,
    urlParsed: { pathname: page.urlPathname, search: {}, searchOriginal: null },
    checkoutScriptUrl: null,
    data: page.data,
    is404: page.is404 ?? false,
    abortStatusCode: page.abortStatusCode,
    abortReason: page.abortReason,
  } satisfies Partial<Vike.PageContext> & Record<string, unknown>
  // vike's PageContext carries routing internals no component here reads.
  return context as unknown as PageContext
}

/**
 * A story decorator: the component on `page`, inside the providers pages/+Wrapper.tsx gives every
 * page (the render clock included).
 */
export const onPage =
  (page: StoryPage): Decorator =>
  (Story) => (
    <VikeReactProviderPageContext pageContext={pageContextOf(page)}>
      <AppProviders locale="en" messages={englishMessages} renderedAt={page.renderedAt}>
        <Story />
      </AppProviders>
    </VikeReactProviderPageContext>
  )

/** A story's beforeEach: the site's own API answers these requests (path and query → JSON body) from the story data, as the server would. */
export const siteApi = (answers: Record<string, unknown>) =>
  stubFetch((url) => {
    const key = `${url.pathname}${url.search}`
    return key in answers ? Promise.resolve(Response.json(answers[key])) : undefined
  })
