import type { z } from 'zod'

/**
 * One line naming every failing field: `plans.0.name: Invalid option…; lang: Invalid option…`. How
 * the content client, the blocks and the server report a refusal: a report, not a schema.
 */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`).join('; ')
}
