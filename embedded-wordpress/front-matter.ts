import type { z } from 'zod'
import { describeIssues } from '../content-rules/describe-issues.ts'

/**
 * Dataset files are block markup exactly as WordPress stores it in post_content, preceded by a
 * JSON front matter block:  ---\n{ "title": "…" }\n---\n<!-- wp:… -->
 */
export function splitFrontMatter<S extends z.ZodType>(text: string, schema: S, file: string): { meta: z.output<S>; markup: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!match) throw new Error(`${file}: missing JSON front matter (---\\n{…}\\n---)`)
  let json: unknown
  try {
    json = JSON.parse(match[1] ?? '')
  } catch (error) {
    throw new Error(`${file}: front matter is not valid JSON (${(error as Error).message})`, { cause: error })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new Error(`${file}: front matter ${describeIssues(parsed.error)}`)
  return { meta: parsed.data, markup: text.slice(match[0].length) }
}
