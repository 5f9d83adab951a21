import { z } from 'zod'

export const timelineAttrs = z.object({
  heading: z.string().optional(),
  items: z
    .array(
      z.object({
        /** As displayed: '2012', 'March 2020'. */
        when: z.string().min(1).max(30),
        title: z.string().min(1),
        text: z.string().optional(),
      }),
    )
    .min(1)
    .max(40),
})

export type TimelineAttrs = z.output<typeof timelineAttrs>
