import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'

export const demoFormAttrs = z
  .object({
    /** SPEC §3: A (forms service, name + email), B (multivendor, mailing list), C (project manager). */
    variant: z.enum(['a', 'b', 'c']),
    heading: z.string().optional(),
    text: z.string().optional(),
    /** Form A's form in the forms service. */
    formId: z.number().int().positive().optional(),
    /** SPEC §7: when set, the visitor goes here after success instead of the service's redirect_to. */
    redirectUrl: z.url({ protocol: /^https$/, error: 'redirectUrl must be an https URL' }).optional(),
    /** Form B: the marketplace category sent as marketplace_type ('{category} | Frontend'). */
    category: z.string().default(''),
    /** Form B: the mailing-list tag. */
    tag: z.string().default(''),
    /** Form B shows on exit intent unless placed inline. */
    display: z.enum(['exit-intent', 'inline']).default('exit-intent'),
    /** Form B: where its closing time is remembered (not shown again for 2 hours). */
    storageKey: z.string().min(1).default('demo-form-b-closed-at'),
    privacyHref: safeUrlSchema.default('/privacy-policy/'),
  })
  .superRefine((attrs, ctx) => {
    if (attrs.variant === 'a' && attrs.formId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['formId'], message: 'demo form A needs the formId of its form' })
    }
  })

export type DemoFormAttrs = z.output<typeof demoFormAttrs>
