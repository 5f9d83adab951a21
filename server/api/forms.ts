import { Hono } from 'hono'
import { describeIssues } from '../../content-schemas/describe-issues.ts'
import { FORM_KINDS, formSubmissionSchemas, type FormKind } from '../../content-schemas/forms.ts'
import type { FormService } from '../forms/form-service.ts'

const isFormKind = (value: string): value is FormKind => (FORM_KINDS as string[]).includes(value)

/**
 * POST /api/forms/:kind (newsletter, demo-a, demo-b, demo-c, webinar): validated with the forms' schemas,
 * stored, forwarded. 200 delivered, 202 stored for later delivery, 502 not delivered (kept).
 */
export function formsApi(forms: FormService) {
  return new Hono().post('/api/forms/:kind', async (c) => {
    const kind = c.req.param('kind')
    if (!isFormKind(kind)) return c.json({ error: `Unknown form '${kind}'.` }, 404)
    const body: unknown = await c.req.json().catch(() => null)
    const parsed = formSubmissionSchemas[kind].safeParse(body)
    if (!parsed.success) return c.json({ error: `Invalid ${kind} submission: ${describeIssues(parsed.error)}` }, 400)
    const result = await forms.submit(kind, parsed.data)
    return c.json(result, result.status === 'delivered' ? 200 : result.status === 'queued' ? 202 : 502)
  })
}
