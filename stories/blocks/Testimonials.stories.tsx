import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import testimonialsBlock from '../../blocks/testimonials/index.ts'
import type { TestimonialsData } from '../../blocks/testimonials/schema.ts'
import allProducts from '../../blocks/testimonials/fixtures/all-products.html?raw'
import wpUserFrontend from '../../blocks/testimonials/fixtures/wp-user-frontend.html?raw'
import reviews from '../../blocks/testimonials/fixtures/data.json'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Testimonials', ...blockStory(testimonialsBlock) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

const fromFixture = (markup: string) => argsFromFixture(testimonialsBlock, markup)
const data: TestimonialsData = reviews

export const AllProducts: Story = {
  args: { ...fromFixture(allProducts), data },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1,248 customer reviews')).toBeVisible()
    await expect(canvasElement.querySelectorAll('blockquote')).toHaveLength(6)
    await expect(canvas.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(2)
    await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(4)
    // Cards in a row share one height, so the author lines align.
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('.testimonials__figure')].slice(0, 2)
    await expect(cards[0]?.offsetHeight).toBe(cards[1]?.offsetHeight)
  },
}

export const WpUserFrontend: Story = {
  args: { ...fromFixture(wpUserFrontend), data: { total: 1, items: data.items.slice(2, 3) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 customer review')).toBeVisible()
    await expect(canvas.getByText('Sophie Laurent')).toBeVisible()
    await expect(canvas.getByText('Community manager, Lyon Tech Meetups')).toBeVisible()
  },
}

export const NoReviewsYet: Story = {
  args: { ...fromFixture(wpUserFrontend), data: { total: 0, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
