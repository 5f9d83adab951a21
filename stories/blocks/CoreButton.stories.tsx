import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import button from '../../blocks/core-button/index.ts'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** A button of WordPress's buttons block as the site's own button. */
const meta = {
  title: 'Core blocks/Button',
  ...blockStory(button),
  decorators: [(Story) => <div className="wp-block-buttons">{Story()}</div>],
} satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Fill: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the blog' })).toHaveClass('button--primary')
  },
}

export const Outline: Story = { args: { text: 'Browse the docs', url: '/docs/', className: 'is-style-outline' } as BlockArgs }
