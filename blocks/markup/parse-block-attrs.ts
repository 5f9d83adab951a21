import type { z } from 'zod'
import { attrsInput, type BlockDefinition } from '../define-block.ts'
import type { ParsedBlock } from '../../content-schemas/block.ts'

/**
 * A block's attributes checked by its schema. WordPress's PHP reads a block comment's JSON into
 * arrays and writes it back with an empty object as `[]` (`"productIds":{}` becomes
 * `"productIds":[]`), and since 6.8 it does so on every save through the REST API (block hooks):
 * where the schema expects an object (a record, a group of optional fields) and the comment holds
 * `[]`, that is the empty object the editor saved.
 */
export function parseBlockAttrs<S extends z.ZodType>(
  definition: Pick<BlockDefinition<S>, 'attrs' | 'savedAttrs'>,
  block: ParsedBlock,
): z.ZodSafeParseResult<z.output<S>> {
  let input = attrsInput(definition, block)
  let parsed = definition.attrs.safeParse(input)
  // Each round mends the empty arrays the schema refused; one a level of nesting at most.
  for (let round = 0; !parsed.success && round < 8; round++) {
    const mended = emptyObjectsAt(input, parsed.error.issues)
    if (mended === input) break
    input = mended
    parsed = definition.attrs.safeParse(input)
  }
  return parsed
}

/** `input` with `{}` for each `[]` an issue says should be an object; `input` itself when there is none. */
function emptyObjectsAt(input: unknown, issues: z.core.$ZodIssue[]): unknown {
  let out = input
  for (const issue of issues) {
    if (issue.code !== 'invalid_type' || (issue.expected !== 'object' && issue.expected !== 'record')) continue
    const value = issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], out)
    if (Array.isArray(value) && value.length === 0) out = replaceAt(out, issue.path, {})
  }
  return out
}

/** A copy of `node` with `value` at `path` (the copies made along the path only). */
function replaceAt(node: unknown, path: PropertyKey[], value: unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined) return value
  const copy: Record<PropertyKey, unknown> | unknown[] = Array.isArray(node) ? [...(node as unknown[])] : { ...(node as Record<PropertyKey, unknown>) }
  ;(copy as Record<PropertyKey, unknown>)[key] = replaceAt((node as Record<PropertyKey, unknown>)[key], rest, value)
  return copy
}
