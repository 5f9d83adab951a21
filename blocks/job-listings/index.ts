import { defineBlock } from '../define-block.ts'
import { jobListingsAttrs } from './schema.ts'
import { JobListings } from './JobListings.tsx'
import { nextUtcDay } from './load-jobs.ts'

export default defineBlock({
  name: 'site/job-listings',
  editor: {
    title: 'Job listings',
    description: 'Open positions from the job-listing API, closed ones hidden.',
    category: 'site-live',
    icon: 'businessperson',
    keywords: ['jobs', 'career', 'hiring'],
  },
  attrs: jobListingsAttrs,
  Component: JobListings,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-jobs.ts').then((m) => m.loadJobs(attrs, context)),
  // A deadline passes at midnight (UTC): a page listing positions is not kept past it.
  validUntil: () => nextUtcDay(Date.now()),
  styles: 'job-listings.css',
  example: 'careers.html',
})
