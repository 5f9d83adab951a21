/** Form rules shared by the browser and the server's schemas (content-schemas/forms.ts); no zod here. */

/**
 * The hidden field's name: ordinary enough for form-filling bots, and no name browsers' autofill or
 * password managers fill in (as they would `website` or `url`), so no person's form is mistaken for a bot's.
 */
export const HONEYPOT_FIELD = 'subject_line'

/**
 * The fields a form post carries beside its submission, never sent on: which form of the page it
 * came from (its island's id, so that the page shows the answer in that form) and a demo form's
 * redirect (the block's redirect prop, SPEC §7; only hosts on the allow-list are followed).
 */
export const FORM_KEY_FIELD = '_form'
export const FORM_REDIRECT_FIELD = '_redirect'

/** SPEC §5: "a standard email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())
