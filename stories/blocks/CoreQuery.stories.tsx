import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import query from '../../blocks/core-query/index.ts'
import empty from '../../blocks/core-query/fixtures/search-without-results.html?raw'
import type { QueryPage } from '../../blocks/core-query/schema.ts'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const page: QueryPage = {
  pagePath: '/resources/',
  page: 1,
  totalPages: 3,
  posts: [
    {
      id: 1,
      title: 'Gantt charts without the busywork',
      path: '/blog/90120/gantt-charts/',
      postedAt: '2026-09-02T10:00:00',
      excerpt: 'Plan a project on one screen and keep it current in minutes a week.',
      image: { src: '/images/screenshots/dokan/dashboard.svg', alt: '', width: 1280, height: 800 },
    },
    {
      id: 2,
      title: 'Client work that ships on time',
      path: '/blog/90121/client-work/',
      postedAt: '2026-08-12T09:00:00',
      excerpt: 'Milestones your clients can see, and fewer status meetings.',
      image: null,
    },
  ],
}

/** WordPress's query loop as the site renders it (the posts are the site's, read on the server). */
const meta = { title: 'Core blocks/Query loop', ...blockStory(query) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const PagedWithExcerpts: Story = {
  args: { data: page },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Gantt charts without the busywork' })).toHaveAttribute('href', '/blog/90120/gantt-charts/')
    await expect(canvas.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/resources/?query-3-page=2')
  },
}

export const NoResults: Story = { args: { ...argsFromFixture(query, empty), data: { pagePath: '/resources/', page: 1, totalPages: 0, posts: [] } } }
