import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import categories from '../../blocks/core-categories/index.ts'
import folded from '../../blocks/core-categories/fixtures/folded-hierarchy.html?raw'
import type { CountedCategory } from '../../cms/category-tree.ts'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const tree: CountedCategory[] = [
  {
    id: 10,
    name: 'Marketplace',
    path: '/category/marketplace/',
    count: 14,
    description: '',
    children: [{ id: 11, name: 'Vendor management', path: '/category/marketplace/vendor-management/', count: 5, description: '', children: [] }],
  },
  { id: 16, name: 'Project management', path: '/category/project-management/', count: 10, description: '', children: [] },
]

/** WordPress's categories block as the site shows it (the categories are the site's, counted on the server). */
const meta = { title: 'Core blocks/Categories', ...blockStory(categories) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const TopLevelWithCounts: Story = {
  args: { data: tree },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/category/marketplace/')
    await expect(canvas.getByText('(14)')).toBeVisible()
  },
}

export const FoldedHierarchy: Story = {
  args: { ...argsFromFixture(categories, folded), data: tree },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Categories'))
    await expect(canvas.getByRole('link', { name: 'Vendor management' })).toBeVisible()
  },
}
