import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import successStories from '../../blocks/success-stories/index.ts'
import dokan from '../../blocks/success-stories/fixtures/dokan.html?raw'
import projectManager from '../../blocks/success-stories/fixtures/project-manager.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/SuccessStories', ...blockStory(successStories) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Dokan: Story = {
  args: argsFromFixture(successStories, dokan),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Tienda Artesana' })
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Tienda Artesana')
    await expect(within(card).getByText('140')).toBeVisible()
    const link = within(card).getByRole('link', { name: 'Read the story' })
    await expect(link).toHaveAttribute('href', '/blog/90111/tienda-artesana-dokan-marketplace/')
    await expect(link).toHaveAccessibleDescription('Tienda Artesana')
    // Links sit at the foot of their cards, level across the row.
    const other = within(canvas.getByRole('article', { name: 'FreshCrate' })).getByRole('link')
    if (link.getBoundingClientRect().left !== other.getBoundingClientRect().left) {
      await expect(link.getBoundingClientRect().bottom).toBeCloseTo(other.getBoundingClientRect().bottom, 0)
    }
  },
}

export const ProjectManager: Story = {
  args: argsFromFixture(successStories, projectManager),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    const charity = canvas.getByRole('article', { name: 'Hope Harbour Trust' })
    await expect(within(charity).queryByRole('link')).toBeNull()
    await expect(within(charity).getByText('Marcus Hale').tagName).toBe('CITE')
  },
}
