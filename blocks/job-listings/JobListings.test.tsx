import { describe, expect, it } from 'vitest'
import careers from './fixtures/careers.html?raw'
import engineering from './fixtures/engineering.html?raw'
import jobsJson from './fixtures/jobs.json'
import jobListings from './index.ts'
import { openJobs } from './load-jobs.ts'
import { jobListSchema, type Job } from '../../content-schemas/job.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const jobs: Job[] = jobListSchema.parse(jobsJson)

describe('site/job-listings', () => {
  it('renders each position with its facts, deadline, summary and application link', () => {
    const html = renderBlock(jobListings, fixtureAttrs(jobListings, careers), 'en', undefined, jobs)
    expect(html).toContain('<h2 class="job-listings__heading">Open positions</h2>')
    expect(html.match(/<li class="job-listings__job">/g)).toHaveLength(4)
    expect(html).toContain(
      '<h3 class="job-listings__title">DevOps Engineer, weCare</h3><ul class="job-listings__facts"><li class="job-listings__department">Engineering</li><li class="job-listings__location">Dhaka, Bangladesh or remote</li><li class="job-listings__type">Full-time</li></ul>',
    )
    expect(html).toContain('<p class="job-listings__deadline"><time dateTime="2027-01-20">Apply by January 20, 2027</time></p>')
    expect(html).toContain('<p class="job-listings__deadline">Open until filled</p>')
    expect(html).toContain('<a href="https://wedevs.com/career/apply/video-producer/" rel="external" class="button button--primary">Apply now</a>')
  })

  it('uses the page language for the messages and the deadline date', () => {
    const es = renderBlock(jobListings, fixtureAttrs(jobListings, careers), 'es', undefined, jobs)
    expect(es).toContain('<time dateTime="2027-02-05">Solicítalo antes del 5 de febrero de 2027</time>')
    expect(es).toContain('Abierta hasta cubrirse')
    expect(es.match(/>Solicitar<\/a>/g)).toHaveLength(4)
    const fr = renderBlock(jobListings, fixtureAttrs(jobListings, careers), 'fr', undefined, jobs)
    expect(fr).toContain('<time dateTime="2027-02-28">Postulez avant le 28 février 2027</time>')
  })

  it('shows the positions loadData keeps, in its order', () => {
    const attrs = fixtureAttrs(jobListings, engineering)
    const kept = openJobs(jobs, attrs, Date.parse('2027-01-25T12:00:00Z'))
    const html = renderBlock(jobListings, attrs, 'en', undefined, kept)
    // The PM developer's deadline has passed; only engineering remains.
    expect([...html.matchAll(/<h3 class="job-listings__title">([^<]+)/g)].map((m) => m[1])).toEqual(['DevOps Engineer, weCare'])
  })

  it('says there are no open positions when the list is empty', () => {
    const html = renderBlock(jobListings, fixtureAttrs(jobListings, engineering), 'fr', undefined, [])
    expect(html).toContain(
      '<h2 class="job-listings__heading">Join the engineering team</h2><p class="job-listings__empty">Aucun poste n’est ouvert pour le moment.',
    )
    expect(html).not.toContain('<ul')
    expect(renderBlock(jobListings, fixtureAttrs(jobListings, careers))).toContain('There are no open positions right now.')
  })

  it('accepts a department filter and rejects an empty one; the data fixture is valid API data', () => {
    expect(fixtureAttrs(jobListings, engineering).department).toBe('Engineering')
    expect(jobListings.attrs.safeParse({}).success).toBe(true)
    expect(jobListings.attrs.safeParse({ department: '' }).success).toBe(false)
    expect(jobListings.attrs.safeParse({ heading: 42 }).success).toBe(false)
    expect(jobListSchema.safeParse([{ ...jobs[0], apply_url: 'javascript:alert(1)' }]).success).toBe(false)
  })
})
