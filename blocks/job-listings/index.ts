import { defineBlock } from '../define-block.ts'
import { jobListingsAttrs } from './schema.ts'
import { JobListings } from './JobListings.tsx'

export default defineBlock({
  name: 'site/job-listings',
  attrs: jobListingsAttrs,
  Component: JobListings,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-jobs.ts').then((m) => m.loadJobs(attrs, context)),
})
