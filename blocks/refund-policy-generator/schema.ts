import { z } from 'zod'
import { SELLS } from './generate-policy.ts'

/**
 * The return-and-refund policy template generator (a free tool): the visitor answers a few
 * questions about their store and gets a complete policy to copy or download.
 */
export const refundPolicyGeneratorAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  /** Refund windows offered in the form, in days; the first is preselected. */
  windows: z
    .array(z.number().int().min(1).max(365))
    .min(1)
    .max(8)
    .refine((windows) => new Set(windows).size === windows.length, 'refund windows must not repeat')
    .default([14, 30, 7, 60]),
  /** The answer to "What do you sell?" that the form starts with. */
  defaultSells: z.enum(SELLS).default('physical'),
  /** Whether the form starts with vendor-handled returns ticked: Dokan marketplaces are multi-vendor. */
  defaultVendorHandled: z.boolean().default(true),
  /** Shown under the generated policy: it is a template, not legal advice. */
  disclaimer: z.string().min(1),
})

export type RefundPolicyGeneratorAttrs = z.output<typeof refundPolicyGeneratorAttrs>
