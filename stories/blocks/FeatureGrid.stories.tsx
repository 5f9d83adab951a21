import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import featureGrid from '../../blocks/feature-grid/index.ts'
import dokan from '../../blocks/feature-grid/fixtures/dokan.html?raw'
import projectManager from '../../blocks/feature-grid/fixtures/project-manager.html?raw'
import support from '../../blocks/feature-grid/fixtures/support.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/FeatureGrid', ...blockStory(featureGrid) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

/** How many cards share the first row of the grid. */
function firstRowCount(items: HTMLElement[]): number {
  const top = items[0]?.getBoundingClientRect().top
  return items.filter((item) => item.getBoundingClientRect().top === top).length
}

/** Phones stack the cards; wide screens show the block's column count. */
async function expectColumns(items: HTMLElement[], columns: number) {
  if (window.innerWidth < 480) await expect(firstRowCount(items)).toBe(1)
  else if (window.innerWidth >= 1100) await expect(firstRowCount(items)).toBe(columns)
}

export const Dokan: Story = {
  args: argsFromFixture(featureGrid, dokan),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Everything a marketplace needs to run')
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6)
    await expect(canvas.getByRole('link', { name: 'Vendor storefronts' })).toHaveAttribute('href', '/dokan/features/storefront/')
    // Icons are decoration: nothing of them reaches assistive technology.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0)
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expectColumns(items, 3)
  },
}

export const ProjectManager: Story = {
  args: argsFromFixture(featureGrid, projectManager),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Kanban boards' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Kanban boards' })).toBeNull()
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(8)
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expectColumns(items, 4)
  },
}

export const Support: Story = {
  args: argsFromFixture(featureGrid, support),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '14 days to change your mind' })).toHaveAttribute('href', '/refund-policy/')
    await expect(canvas.getByText(/Discounted purchases are not refundable/)).toBeVisible()
  },
}
