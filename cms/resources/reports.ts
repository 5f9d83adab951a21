import type { Transport } from '../transport.ts'
import { jobListSchema } from '../../content-schemas/job.ts'

export interface ReportOptions {
  /**
   * The job-listing API (SPEC §7: on another host), e.g. `https://erp.example.com/wp-json`; by default
   * the content source's own `erp/v1` routes.
   */
  jobsBaseURL?: string
}

/** The open positions (`report:jobs`), shown as the job-listing API gives them. */
export function reportEndpoints({ request }: Transport, options: ReportOptions) {
  const jobsBaseURL = options.jobsBaseURL?.replace(/\/+$/, '')

  return {
    /** SPEC §7: open positions from the job-listing API. */
    async getJobs() {
      const path = '/erp/v1/hrm/recruitment/jobs'
      const { data } = await request(jobsBaseURL ? `${jobsBaseURL}${path}` : path, {}, jobListSchema)
      return data
    },
  }
}
