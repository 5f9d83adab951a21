import { z } from 'zod'
import { imageSchema } from '../../content-schemas/image.ts'

/** A video that loads its player (and the provider's cookies and scripts) only when played. */
export const videoAttrs = z
  .object({
    provider: z.enum(['youtube', 'vimeo']),
    videoId: z.string(),
    title: z.string().min(1),
    /** A local poster; without one a plain frame with the title is shown (no request to the provider). */
    poster: imageSchema.optional(),
    caption: z.string().optional(),
  })
  .superRefine((attrs, ctx) => {
    const valid = attrs.provider === 'youtube' ? /^[A-Za-z0-9_-]{11}$/ : /^\d{6,12}$/
    if (!valid.test(attrs.videoId)) ctx.addIssue({ code: 'custom', path: ['videoId'], message: `not a ${attrs.provider} video id` })
  })

export type VideoAttrs = z.output<typeof videoAttrs>
