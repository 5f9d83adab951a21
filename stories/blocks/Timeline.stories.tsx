import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import timeline from '../../blocks/timeline/index.ts'
import companyHistory from '../../blocks/timeline/fixtures/company-history.html?raw'
import dokanReleases from '../../blocks/timeline/fixtures/dokan-releases.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Timeline', ...blockStory(timeline) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const CompanyHistory: Story = {
  args: argsFromFixture(timeline, companyHistory),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list')
    await expect(list.tagName).toBe('OL')
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    await expect(titles[0]).toBe('weDevs starts in Dhaka')
    await expect(titles.at(-1)).toBe('70,000 customers, 60k+ marketplaces')
  },
}

export const DokanReleases: Story = {
  args: argsFromFixture(timeline, dokanReleases),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
    // Each milestone's dot sits on the vertical line.
    const list = canvasElement.querySelector('.timeline__items')
    const item = canvasElement.querySelector('.timeline__item')
    if (!list || !item) throw new Error('no timeline rendered')
    const dot = getComputedStyle(item, '::before')
    const lineCentre = list.getBoundingClientRect().left + 1
    const dotCentre = item.getBoundingClientRect().left + parseFloat(dot.left) + parseFloat(dot.width) / 2
    await expect(Math.abs(dotCentre - lineCentre)).toBeLessThan(2)
  },
}
