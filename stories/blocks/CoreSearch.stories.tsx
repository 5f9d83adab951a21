import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import search from '../../blocks/core-search/index.ts'
import plain from '../../blocks/core-search/fixtures/default.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

/** WordPress's search block as the site's blog search. */
const meta = { title: 'Core blocks/Search', ...blockStory(search) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search the blog' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Find articles' })).toBeVisible()
  },
}

export const WordPressDefaults: Story = { args: argsFromFixture(search, plain) }
