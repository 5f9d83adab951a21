import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { plainText } from '../../content-rules/plain-text.ts'

/** An item of WordPress's navigation block (core/navigation-link, and the label and link of a submenu). */
export const coreNavigationLinkAttrs = z.object({
  /** Rich text in the editor: shown as text. */
  label: z
    .string()
    .transform((label) => plainText(label))
    .pipe(z.string().min(1)),
  url: safeUrlSchema,
  opensInNewTab: z.boolean().default(false),
})

export type CoreNavigationLinkAttrs = z.output<typeof coreNavigationLinkAttrs>
