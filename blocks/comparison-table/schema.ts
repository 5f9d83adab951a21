import { z } from 'zod'

/** A cell: true (included), false (not included) or a short text ('Up to 5', 'Add-on'). */
const cellSchema = z.union([z.boolean(), z.string().min(1).max(60)])

/** Free vs Pro, or the product against competitors: one column per offer, rows grouped by theme. */
export const comparisonTableAttrs = z
  .object({
    heading: z.string().optional(),
    intro: z.string().optional(),
    columns: z
      .array(z.object({ name: z.string().min(1), note: z.string().optional(), highlight: z.boolean().default(false) }))
      .min(2)
      .max(6),
    groups: z
      .array(
        z.object({
          name: z.string().optional(),
          rows: z.array(z.object({ feature: z.string().min(1), note: z.string().optional(), values: z.array(cellSchema) })).min(1),
        }),
      )
      .min(1),
  })
  .superRefine((attrs, ctx) => {
    attrs.groups.forEach((group, g) =>
      group.rows.forEach((row, r) => {
        if (row.values.length !== attrs.columns.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['groups', g, 'rows', r, 'values'],
            message: `has ${row.values.length} values for ${attrs.columns.length} columns`,
          })
        }
      }),
    )
  })

export type ComparisonTableAttrs = z.output<typeof comparisonTableAttrs>
