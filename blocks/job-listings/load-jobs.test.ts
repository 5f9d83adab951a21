import { describe, expect, it } from 'vitest'
import { openJobs } from './load-jobs.ts'
import type { Job } from '../../content-schemas/job.ts'

const job = (id: number, department: string, deadline: string | null): Job => ({
  id,
  title: `Job ${id}`,
  department,
  location: 'Dhaka',
  employment_type: 'Full-time',
  deadline,
  summary: '',
  apply_url: `https://wedevs.com/career/apply/${id}/`,
})
const now = Date.parse('2026-11-23T12:00:00Z')

describe('openJobs', () => {
  it('keeps positions whose last day is today or later, or that stay open; soonest deadline first', () => {
    const jobs = [job(1, 'Engineering', '2026-11-22'), job(2, 'Engineering', null), job(3, 'Support', '2026-11-23'), job(4, 'Engineering', '2027-01-10')]
    expect(openJobs(jobs, {}, now).map((j) => j.id)).toEqual([3, 4, 2])
  })

  it("lists only the block's department when it names one", () => {
    const jobs = [job(1, 'Engineering', null), job(2, 'Support', null)]
    expect(openJobs(jobs, { department: 'Support' }, now).map((j) => j.id)).toEqual([2])
  })
})
