import { z } from 'zod'
import { EMAIL_PATTERN, FORM_KEY_FIELD, FORM_REDIRECT_FIELD, HONEYPOT_FIELD } from './form-rules.ts'
import { AUDIENCE_KEYS } from './settings.ts'

export { FORM_KEY_FIELD, FORM_REDIRECT_FIELD, HONEYPOT_FIELD }

/**
 * What the site's forms send to its own server (POST /api/forms/:kind), validated there with these
 * schemas (SPEC §3, §5). The browser checks the same rules through form-rules.ts before sending.
 */

const email = z.string().trim().max(254).regex(EMAIL_PATTERN, 'not an email address')
const name = z.string().trim().max(100)
const mustAgree = z.literal(true, { error: 'the terms must be accepted' })
/** One id per filled-in form: a resubmission of the same form is the same submission. */
const submissionId = z.uuid()
/** The hidden field people never see and bots fill in (HONEYPOT_FIELD): a filled one is a bot's. */
const honeypot = z.string().max(1000).optional()

/**
 * A newsletter subscription: the email, and the mailing-list audience when the block names one (else
 * the server takes the one of the page's section, SPEC §9). Which form and tag an audience has is
 * the settings' alone: a posted `formId` or `tag` is no field of this form, and is dropped.
 */
export const newsletterSubmissionSchema = z.object({
  submissionId,
  [HONEYPOT_FIELD]: honeypot,
  email,
  audience: z.enum(AUDIENCE_KEYS).optional(),
})

/**
 * A subscription as the outbox keeps it and delivers it (SPEC §7: `email` and `tag` to
 * `forms/{formId}/entries`): its audience's form and tag, which the server resolved
 * (server/api/forms.ts). One stored before the audiences has no audience, and a tag of the SPEC's list.
 */
export const newsletterEntrySchema = newsletterSubmissionSchema.omit({ [HONEYPOT_FIELD]: true }).extend({
  formId: z.number().int().positive(),
  tag: z.string().optional(),
})

/** Demo form A: name (first and last joined) and email, to the form the block names. */
export const demoASubmissionSchema = z.object({
  submissionId,
  [HONEYPOT_FIELD]: honeypot,
  formId: z.number().int().positive(),
  firstName: name.min(1),
  lastName: name.default(''),
  email,
  agree: mustAgree,
})

/** Demo form B (multivendor): the email-marketing service's own field names. */
export const demoBSubmissionSchema = z.object({
  submissionId,
  [HONEYPOT_FIELD]: honeypot,
  first_name: name.min(1),
  last_name: name.default(''),
  email,
  'wemail-phone-number': z
    .string()
    .trim()
    .max(40)
    .regex(/^[+()\d\s.-]*$/, 'not a phone number')
    .default(''),
  'custom[company]': z.string().trim().max(150).default(''),
  'wemail-country': z.string().regex(/^[A-Z]{2}$/, 'not an ISO country code'),
  /** SPEC §9: '{category} | Frontend' with a redirect URL, otherwise '| Backend'. */
  marketplace_type: z
    .string()
    .trim()
    .max(150)
    .regex(/\| (?:Frontend|Backend)$/, "must end in '| Frontend' or '| Backend'"),
  'custom[agree]': mustAgree,
  tag: z.string().trim().max(100).default(''),
})

/** Demo form C (project manager): sent as name and email_address. */
export const demoCSubmissionSchema = z.object({
  submissionId,
  [HONEYPOT_FIELD]: honeypot,
  first_name: name.min(1),
  last_name: name.default(''),
  email,
  agree: mustAgree,
})

/** A webinar seat: name and email for the webinar, to the form the registration block names. */
export const webinarSubmissionSchema = z.object({
  submissionId,
  [HONEYPOT_FIELD]: honeypot,
  formId: z.number().int().positive(),
  webinar: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'a webinar slug'),
  first_name: name.min(1),
  last_name: name.default(''),
  email,
  agree: mustAgree,
})

export const formSubmissionSchemas = {
  newsletter: newsletterSubmissionSchema,
  'demo-a': demoASubmissionSchema,
  'demo-b': demoBSubmissionSchema,
  'demo-c': demoCSubmissionSchema,
  webinar: webinarSubmissionSchema,
} as const

export type FormKind = keyof typeof formSubmissionSchemas
export const FORM_KINDS = Object.keys(formSubmissionSchemas) as [FormKind, ...FormKind[]]
export type FormSubmission<K extends FormKind = FormKind> = z.output<(typeof formSubmissionSchemas)[K]>
/** What the outbox keeps and delivers of a form: its submission, a newsletter's with its audience's form and tag. */
export type FormEntry<K extends FormKind = FormKind> = K extends 'newsletter' ? z.output<typeof newsletterEntrySchema> : FormSubmission<K>

/** SPEC §7: the forms service answers with `success` (true to count) and demo responses may carry `redirect_to`. */
export const formServiceResponseSchema = z.looseObject({
  success: z.boolean().optional(),
  redirect_to: z.string().optional(),
})

const formKey = z.string().regex(/^[a-z][\w-]{0,63}$/i)

/**
 * What a page shows in one of its forms after a post sent without JavaScript (the 303 back to the
 * page carries it in a short-lived cookie): the outcome, the fields the server refused, and what
 * the visitor typed, so that nothing is lost.
 */
export const formNoticeSchema = z.object({
  form: formKey,
  kind: z.enum(FORM_KINDS),
  outcome: z.enum(['sent', 'failed', 'invalid']),
  values: z.record(z.string().max(64), z.string().max(1000)).default({}),
  invalid: z.array(z.string().max(64)).max(20).default([]),
  /** A demo installation the page goes on to after the success text (checked against the allow-list again when read). */
  redirectTo: z.string().max(2000).optional(),
})
export type FormNotice = z.output<typeof formNoticeSchema>

/** What the site's server answers the browser. */
export interface FormResult {
  /** Delivered to the service, or stored and delivered as soon as it answers (DELIVERED_LATER_IS_SUCCESS, server/forms/form-service.ts). */
  ok: boolean
  /** 'delivered' now, 'queued' for later delivery, 'failed' (stored, but the visitor should retry for a demo). */
  status: 'delivered' | 'queued' | 'failed'
  /** A demo installation to go to: only hosts on the allow-list. */
  redirectTo?: string
}
