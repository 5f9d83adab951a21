import { z } from 'zod'
import { unsavedItemSchema, type UnsavedItem, type WpPreview } from '../../content-schemas/preview.ts'
import { CmsError } from '../../cms/cms-error.ts'
import { siteSettingsSchema } from '../../content-schemas/settings.ts'
import { readPagePreviewToken, type PagePreviewClaims } from './preview-token.ts'

/** What the editor sends of an item (JSON): its unsaved state, and how to show it. */
export const pagePreviewStateSchema = unsavedItemSchema.extend({
  post: z.number().int().positive(),
  /** The moment to show the page at (the preview's time control); null: now. */
  at: z.iso.datetime({ offset: true }).nullable().default(null),
  /** The Campaign screen's campaign, unsaved; null: the saved one. */
  campaign: siteSettingsSchema.shape.campaign.nullable().default(null),
  /** Where the previous render was scrolled to. */
  scrollY: z.number().nonnegative().max(10_000_000).default(0),
})

export type PagePreviewState = z.input<typeof pagePreviewStateSchema>

export type LivePreviewRequest = { claims: PagePreviewClaims; state: z.output<typeof pagePreviewStateSchema> } | { status: 400 | 401 | 403; problem: string }

/**
 * The live page preview's and the site checks' request, read: the access WordPress signed for one
 * item and one user (site/v1/page-preview-access), and the item's unsaved state, for that item.
 * A refusal says why in a sentence for the editor; refusals of access are logged.
 */
export function readLivePreviewRequest(secret: string, token: string | null | undefined, state: unknown, now: number): LivePreviewRequest {
  const access = token ? readPagePreviewToken(secret, token, now) : { problem: 'the request carries no preview access' }
  if ('problem' in access) {
    console.warn(`[page preview] refused: ${access.problem}`)
    return { status: 401, problem: `Not allowed: ${access.problem}.` }
  }
  const parsed = pagePreviewStateSchema.safeParse(state)
  if (!parsed.success) return { status: 400, problem: `The editor sent a preview state the site cannot read: ${z.prettifyError(parsed.error)}` }
  if (parsed.data.post !== access.claims.post) {
    console.warn(`[page preview] refused: user ${access.claims.user} has access to item ${access.claims.post}, not ${parsed.data.post}`)
    return { status: 403, problem: 'Not allowed: this preview access is for another item, and WordPress did not give you access to this one.' }
  }
  return { claims: access.claims, state: parsed.data }
}

/**
 * The item with the editor's unsaved state over it, read from WordPress; else a refusal for the
 * editor: 404 when WordPress has no such item any more, 502 when it could not be asked (logged
 * under `tag`).
 */
export async function readLiveItem(
  getLivePreview: (post: number, unsaved: UnsavedItem) => Promise<WpPreview>,
  post: number,
  unsaved: UnsavedItem,
  tag: string,
): Promise<{ preview: WpPreview } | { status: 404 | 502; problem: string }> {
  try {
    return { preview: await getLivePreview(post, unsaved) }
  } catch (error) {
    console.error(`[${tag}] item ${post} could not be read from WordPress: ${error instanceof Error ? error.message : String(error)}`)
    if (error instanceof CmsError && error.status === 404) return { status: 404, problem: 'WordPress has no such item any more.' }
    return { status: 502, problem: 'WordPress could not be asked for this item.' }
  }
}
