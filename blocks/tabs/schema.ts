import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

/** Tabbed panels; every panel is in the server HTML (searchable, readable without JavaScript). */
export const tabsAttrs = z.object({
  heading: z.string().optional(),
  tabs: z
    .array(
      z.object({
        label: z.string().min(1).max(40),
        title: z.string().optional(),
        text: z.string().min(1),
        bullets: z.array(z.string().min(1)).default([]),
        image: imageSchema.optional(),
        cta: linkSchema.optional(),
      }),
    )
    .min(2)
    .max(8),
})

export type TabsAttrs = z.output<typeof tabsAttrs>
