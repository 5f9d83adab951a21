import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import jobListingsBlock from '../../blocks/job-listings/index.ts'
import type { Job } from '../../content-schemas/job.ts'
import careers from '../../blocks/job-listings/fixtures/careers.html?raw'
import engineering from '../../blocks/job-listings/fixtures/engineering.html?raw'
import jobsJson from '../../blocks/job-listings/fixtures/jobs.json'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/JobListings', ...blockStory(jobListingsBlock) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

const fromFixture = (markup: string) => argsFromFixture(jobListingsBlock, markup)
const jobs: Job[] = jobsJson

export const Careers: Story = {
  args: { ...fromFixture(careers), data: jobs },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    const job = canvas.getByRole('heading', { name: 'Customer Success Specialist, Dokan' }).closest('li')
    if (!job) throw new Error('no card for the position')
    await expect(within(job).getByText('Remote (UTC+1 to UTC+6)')).toBeVisible()
    await expect(within(job).getByText('Apply by February 5, 2027')).toHaveAttribute('datetime', '2027-02-05')
    await expect(within(job).getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', 'https://wedevs.com/career/apply/customer-success-specialist/')
    await expect(canvas.getByText('Open until filled')).toBeVisible()
  },
}

export const EngineeringNoOpenings: Story = {
  args: { ...fromFixture(engineering), data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Join the engineering team' })).toBeVisible()
    await expect(canvas.getByText(/There are no open positions right now/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Apply now' })).toBeNull()
  },
}
