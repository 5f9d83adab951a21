import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'

/** One link of WordPress's social-links block (core/social-link): the service and where it goes. */
export const coreSocialLinkAttrs = z.object({
  service: z.string().regex(/^[a-z0-9-]+$/),
  /** WordPress keeps a link without a URL in the editor and shows nothing for it. */
  url: z.union([safeUrlSchema, z.literal('')]).default(''),
  /** The marketer's own words for the link; the service's name otherwise. */
  label: z.string().optional(),
})

export type CoreSocialLinkAttrs = z.output<typeof coreSocialLinkAttrs>
