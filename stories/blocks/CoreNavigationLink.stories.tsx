import type { Meta, StoryObj } from '@storybook/react-vite'
import block from '../../blocks/core-navigation-link/index.ts'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** An item of WordPress's navigation block, as the site renders it. */
const meta = {
  title: 'Core blocks/Navigation link',
  ...blockStory(block),
  decorators: [(Story) => <ul className="core-navigation__list">{Story()}</ul>],
} satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
