import { z } from 'zod'

/** SPEC §7: an open position from the job-listing API (`erp/v1/hrm/recruitment/jobs`). */
export const jobSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  department: z.string().min(1),
  location: z.string().min(1),
  /** 'Full-time', 'Contract'… as the recruiters wrote it. */
  employment_type: z.string().min(1),
  /** Last day to apply (YYYY-MM-DD), or null while the position stays open. */
  deadline: z.iso.date().nullable(),
  summary: z.string(),
  apply_url: z.url({ protocol: /^https?$/ }),
})

export const jobListSchema = z.array(jobSchema)
export type Job = z.output<typeof jobSchema>
