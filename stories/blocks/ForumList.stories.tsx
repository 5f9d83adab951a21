import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import forumListBlock from '../../blocks/forum-list/index.ts'
import type { ForumListData } from '../../blocks/forum-list/schema.ts'
import forums from '../../blocks/forum-list/fixtures/data.json'
import { type BlockArgs, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/ForumList', ...blockStory(forumListBlock) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

const data: ForumListData = forums

export const AllForums: Story = {
  args: { data },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Dokan' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Payments and withdrawals' })).toBeVisible()
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(data.forums.length)
  },
}

export const Empty: Story = {
  args: { data: { forums: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No forums yet.')).toBeVisible()
  },
}
