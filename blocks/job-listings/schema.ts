import { z } from 'zod'

/** Open positions from the job-listing API (SPEC §7). */
export const jobListingsAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  /** Only this department's positions; all of them when absent. */
  department: z.string().min(1).optional(),
})

export type JobListingsAttrs = z.output<typeof jobListingsAttrs>
