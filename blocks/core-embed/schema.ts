import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { videoFromUrl } from './video-from-url.ts'

/**
 * WordPress's embed block (core/embed): the URL and provider in its comment, the caption in its
 * saved HTML. YouTube and Vimeo become a click-to-play video; anything else a link card.
 */
export const coreEmbedAttrs = z
  .object({
    url: safeUrlSchema,
    providerNameSlug: z.string().optional(),
    /** From the saved figcaption. */
    caption: z.string().optional(),
  })
  .transform(({ url, providerNameSlug, caption }) => {
    const video = videoFromUrl(url)
    return video ? { kind: 'video' as const, url, caption, ...video } : { kind: 'card' as const, url, caption, providerNameSlug }
  })

export type CoreEmbedAttrs = z.output<typeof coreEmbedAttrs>
