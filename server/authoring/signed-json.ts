import type { Context } from 'hono'
import { z } from 'zod'
import { SIGNATURE_HEADER, signedRequestProblem } from './signatures.ts'

type Read<S extends z.ZodType> = { data: z.output<S> } | { refused: Response }
interface Options<S extends z.ZodType> {
  schema: S
  /** What the request is, in its log lines and refusals. */
  what: string
  headers?: Record<string, string>
}

/** `body` as JSON checked by `schema`; or the 400 that says what is wrong with it. */
export function parseJsonBody<S extends z.ZodType>(c: Context, body: string, options: Options<S>): Read<S> {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { refused: c.json({ error: 'The body is not JSON.' }, 400, options.headers) }
  }
  const parsed = options.schema.safeParse(json)
  if (!parsed.success) return { refused: c.json({ error: `Invalid ${options.what}: ${z.prettifyError(parsed.error)}` }, 400, options.headers) }
  return { data: parsed.data }
}

/**
 * A JSON request the companion plugin signed with `secret`, checked by `schema`; or the answer that
 * refuses it (401 unsigned or forged, 400 malformed), logged under `what`.
 */
export async function readSignedJson<S extends z.ZodType>(c: Context, options: Options<S> & { secret: string }): Promise<Read<S>> {
  const body = await c.req.text()
  const problem = signedRequestProblem(options.secret, c.req.header(SIGNATURE_HEADER), body)
  if (problem) {
    console.warn(`[${options.what}] refused: ${problem}`)
    return { refused: c.json({ error: `Not allowed: ${problem}.` }, 401, options.headers) }
  }
  return parseJsonBody(c, body, options)
}
