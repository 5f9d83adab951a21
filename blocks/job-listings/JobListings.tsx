import type { BlockProps } from '../define-block.ts'
import type { Job } from '../../content-schemas/job.ts'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { useT } from '../../renderer/useT.ts'
import type { JobListingsAttrs } from './schema.ts'
import { formatCalendarDay } from '../../renderer/format-date.ts'
import { CardGrid } from '../parts/CardGrid.tsx'

/** Open positions from the job-listing API (already filtered and ordered by loadData), each with its application link. */
export function JobListings({ attrs, data = [] }: BlockProps<JobListingsAttrs, Job[]>) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="job-listings">
      {attrs.heading && <h2 className="job-listings__heading">{attrs.heading}</h2>}
      {attrs.intro && <p className="job-listings__intro">{attrs.intro}</p>}
      {data.length === 0 ? (
        <p className="job-listings__empty">{t('jobs.empty')}</p>
      ) : (
        <CardGrid className="job-listings__jobs" cardClassName="job-listings__job" items={data} itemKey={(job) => job.id}>
          {(job) => (
            <>
              <h3 className="job-listings__title">{job.title}</h3>
              <ul className="job-listings__facts">
                <li className="job-listings__department">{job.department}</li>
                <li className="job-listings__location">{job.location}</li>
                <li className="job-listings__type">{job.employment_type}</li>
              </ul>
              <p className="job-listings__deadline">
                {job.deadline ? (
                  <time dateTime={job.deadline}>{t('jobs.deadline', { date: formatCalendarDay(job.deadline, locale) })}</time>
                ) : (
                  t('jobs.openUntilFilled')
                )}
              </p>
              {job.summary && <p className="job-listings__summary">{job.summary}</p>}
              <p className="job-listings__apply">
                <Link className="button button--primary" href={job.apply_url}>
                  {t('jobs.apply')}
                </Link>
              </p>
            </>
          )}
        </CardGrid>
      )}
    </section>
  )
}
