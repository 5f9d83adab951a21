import type { Locale } from '../content-rules/locales.ts'
import type { Messages } from '../locales/messages.ts'
import type { ChromeSettings } from '../content-schemas/settings.ts'
import type { WpPreview } from '../content-schemas/preview.ts'
import type { CmsClient } from '../cms/client.ts'
import type { FormNotice } from '../content-schemas/forms.ts'
import type { PageStylesheetUrls } from './page-stylesheets.tsx'
import type { AnalyticsConfig, PreviewEditing } from './page-facts.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** The site's one content client, made by the server and handed to every render (server/site-cms.ts). */
      cms: CmsClient
      /** From the URL prefix (renderer/+onBeforeRoute). */
      locale: Locale
      /** Messages of `locale`: loaded before every render (+onCreatePageContext.server; an island's in the browser: renderer/islands/hydrate-islands.ts). */
      messages: Messages
      /** Menus and campaign for `locale`; null when the content source could not answer. */
      settings?: ChromeSettings | null
      /** The site's origin, for absolute links (canonical, alternates, structured data): the request's, its host checked by the server. */
      origin: string
      /** Server clock at render time (renderer/useNow). */
      renderedAt?: number
      /** End of the campaign (Asia/Dhaka date from settings, as an instant); null without one. */
      campaignEndsAt?: number | null
      /** Where the blocks' and templates' stylesheets are built (renderer/stylesheet-urls.ts): a page links those it renders. */
      stylesheets: PageStylesheetUrls
      /** The card checkout provider's script: handed to every render by the server (CHECKOUT_SCRIPT_URL), kept by pages that need it (+onBeforeRender); else null. */
      checkoutScriptUrl?: string | null
      /** The analytics tag (ANALYTICS_TAG_ID), handed to every render by the server; else null. */
      analytics?: AnalyticsConfig | null
      /** A block from the editor to render alone (set by the site's server only; pages/block-preview). */
      blockPreview?: { name: string; attributes: Record<string, unknown> }
      /** A draft or revision to render in place of the published item (server/authoring/draft-preview-api.ts). */
      preview?: WpPreview
      /** Why a draft preview was refused: the page answers 401 with it. */
      previewRefused?: string
      /** A preview an editor may click blocks on (the live preview, a draft preview): its blocks carry their paths. */
      previewEditing?: PreviewEditing
      /** The moment a live preview shows the page at: the server's clock, for that render alone. */
      previewAt?: number
      /** The Campaign screen's campaign, unsaved, for a live preview. */
      previewCampaign?: ChromeSettings['campaign']
      /** The outcome of a form this visitor posted without JavaScript, shown in that form (server/forms/form-notice-page.ts). */
      formNotice?: FormNotice
    }
  }
}

export {}
