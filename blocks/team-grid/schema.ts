import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

export const teamGridAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  members: z
    .array(
      z.object({
        name: z.string().min(1),
        role: z.string().min(1),
        /** Without a photo the member's initials are shown. */
        photo: imageSchema.optional(),
        bio: z.string().optional(),
        links: z.array(linkSchema).max(4).default([]),
      }),
    )
    .min(1)
    .max(60),
})

export type TeamGridAttrs = z.output<typeof teamGridAttrs>
