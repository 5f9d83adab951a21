import type { CmsClient } from '../../cms/client.ts'
import type { Job } from '../../content-schemas/job.ts'
import type { JobListingsAttrs } from './schema.ts'

/** Today in UTC as YYYY-MM-DD: a deadline is the last day one can apply. */
const today = (now: number) => new Date(now).toISOString().slice(0, 10)

/** Positions still open (deadline today or later, or none), of the block's department, soonest deadline first. */
export function openJobs(jobs: Job[], attrs: JobListingsAttrs, now = Date.now()): Job[] {
  return jobs
    .filter((job) => job.deadline === null || job.deadline >= today(now))
    .filter((job) => !attrs.department || job.department === attrs.department)
    .sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.title.localeCompare(b.title))
}

/** The start of the next day in UTC: the list of open positions changes then. */
export const nextUtcDay = (now: number) => (Math.floor(now / 86_400_000) + 1) * 86_400_000

export async function loadJobs(attrs: JobListingsAttrs, { cms }: { cms: CmsClient }): Promise<Job[]> {
  return openJobs(await cms.getJobs(), attrs)
}
