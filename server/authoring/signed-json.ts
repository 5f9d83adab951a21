import type { Context } from 'hono'
import { z } from 'zod'
import type { ReplayGuard } from './replay-guard.ts'
import { SIGNATURE_HEADER, signatureParts, signedRequestProblem } from './signatures.ts'

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
 * refuses it (401 unsigned or forged, 400 malformed, 409 a request already taken when `replays`
 * is given), logged under `what`.
 */
export async function readSignedJson<S extends z.ZodType>(
  c: Context,
  options: Options<S> & { secret: string; replays?: ReplayGuard; now?: () => number },
): Promise<Read<S>> {
  const body = await c.req.text()
  const header = c.req.header(SIGNATURE_HEADER)
  const problem = signedRequestProblem(options.secret, header, body, options.now?.())
  if (problem) {
    console.warn(`[${options.what}] refused: ${problem}`)
    return { refused: c.json({ error: `Not allowed: ${problem}.` }, 401, options.headers) }
  }
  // The signature is the request's nonce: it covers its time and its body.
  if (options.replays && !(await options.replays.firstSeen(signatureParts(header!)!.v1))) {
    console.warn(`[${options.what}] refused: the same signed request was taken already (a replay)`)
    return { refused: c.json({ error: 'Not allowed: this signed request was received already.' }, 409, options.headers) }
  }
  return parseJsonBody(c, body, options)
}
