import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { plainText } from '../../content-rules/plain-text.ts'

/** A submenu of WordPress's navigation block (core/navigation-submenu): its label, and its own link if any. */
export const coreNavigationSubmenuAttrs = z.object({
  label: z
    .string()
    .transform((label) => plainText(label))
    .pipe(z.string().min(1)),
  url: safeUrlSchema.optional(),
})

export type CoreNavigationSubmenuAttrs = z.output<typeof coreNavigationSubmenuAttrs>
