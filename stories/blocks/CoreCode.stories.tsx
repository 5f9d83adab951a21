import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import code from '../../blocks/core-code/index.ts'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** WordPress's code block, highlighted on the server. */
const meta = { title: 'Core blocks/Code', ...blockStory(code) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const PhpFilter: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.hljs-string')).toHaveTextContent("'dokan_get_seller_percentage'")
  },
}
