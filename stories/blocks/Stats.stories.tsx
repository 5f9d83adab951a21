import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import stats from '../../blocks/stats/index.ts'
import claims from '../../blocks/stats/fixtures/claims.html?raw'
import dokan from '../../blocks/stats/fixtures/dokan.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Stats', ...blockStory(stats) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Claims: Story = {
  args: argsFromFixture(stats, claims),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Why WordPress businesses choose weDevs' })).toBeVisible()
    // The figure is drawn above its label and larger.
    const value = canvas.getByText('70,000')
    const label = canvas.getByText('customers run their business on our plugins')
    await expect(value.getBoundingClientRect().bottom).toBeLessThanOrEqual(label.getBoundingClientRect().top)
    await expect(parseFloat(getComputedStyle(value).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(label).fontSize))
    await expect(canvas.getByText('Discounted purchases are not refundable.')).toBeVisible()
  },
}

export const Dokan: Story = {
  args: argsFromFixture(stats, dokan),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull()
    await expect(canvas.getAllByRole('term')).toHaveLength(3)
    await expect(canvas.getByText('60k+')).toBeVisible()
  },
}
