import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'

/**
 * One button of WordPress's buttons block (core/button): its text, link and target are in its saved
 * HTML, its style (fill or outline) in its class.
 */
export const coreButtonAttrs = z
  .object({
    text: z.string().min(1),
    url: safeUrlSchema.optional(),
    linkTarget: z.string().optional(),
    className: z.string().default(''),
  })
  .transform(({ text, url, linkTarget, className }) => ({
    text,
    url,
    newTab: linkTarget === '_blank',
    variant: /(?:^|\s)is-style-outline(?:\s|$)/.test(className) ? ('secondary' as const) : ('primary' as const),
  }))

export type CoreButtonAttrs = z.output<typeof coreButtonAttrs>
