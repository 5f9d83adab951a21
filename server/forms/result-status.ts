import type { FormResult } from '../../content-schemas/forms.ts'

/**
 * The HTTP status the forms API answers a result with (as JSON): delivered 200, stored for later
 * delivery 202, not delivered (kept) 502. Free of node: the stories' stand-in API answers the same.
 */
export const FORM_RESULT_STATUS = { delivered: 200, queued: 202, failed: 502 } as const satisfies Record<FormResult['status'], number>
