import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import latestPosts from '../../blocks/core-latest-posts/index.ts'
import grid from '../../blocks/core-latest-posts/fixtures/grid-with-excerpts.html?raw'
import type { ListedPost } from '../../blocks/parts/listed-post.ts'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const posts: ListedPost[] = [
  {
    id: 1,
    title: 'Black Friday 2026: 50% off the first year of every weDevs plan',
    path: '/blog/90163/black-friday-2026-half-price-first-year/',
    postedAt: '2026-11-20T08:00:00',
    excerpt: 'Every plan of every product, half price for the first year, until Cyber Monday…',
    image: { src: '/images/screenshots/dokan/dashboard.svg', alt: '', width: 1280, height: 800 },
  },
  {
    id: 2,
    title: 'WordPress Dhaka meetup, October 2026',
    path: '/blog/90162/wordpress-dhaka-meetup-october-2026/',
    postedAt: '2026-11-03T10:10:00',
    excerpt: 'A faster checkout on shared hosting, in five changes anyone can make…',
    image: null,
  },
  {
    id: 3,
    title: 'A 10-step checklist for launching a multi-vendor marketplace',
    path: '/blog/90101/launching-a-marketplace-checklist/',
    postedAt: '2026-10-14T08:30:00',
    excerpt: 'From commissions to the first vendor payout: what to settle before launch…',
    image: null,
  },
]

/** WordPress's latest-posts block as the site shows it (the posts are the site's, read on the server). */
const meta = { title: 'Core blocks/Latest posts', ...blockStory(latestPosts) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const WithDates: Story = {
  args: { data: posts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Black Friday 2026/ })).toHaveAttribute('href', '/blog/90163/black-friday-2026-half-price-first-year/')
    await expect(canvas.getByText('November 20, 2026')).toBeVisible()
  },
}

export const GridWithExcerpts: Story = { args: { ...argsFromFixture(latestPosts, grid), data: posts } }
