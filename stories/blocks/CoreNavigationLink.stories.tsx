import type { Meta, StoryObj } from '@storybook/react-vite'
import block from '../../blocks/core-navigation-link/index.ts'
import { CoreNavigationLink } from '../../blocks/core-navigation-link/CoreNavigationLink.tsx'
import { exampleArgs } from './block-story.tsx'

/** An item of WordPress's navigation block, as the site renders it. */
const meta = {
  title: 'Core blocks/Navigation link',
  component: CoreNavigationLink,
  args: exampleArgs(block),
  decorators: [(Story) => <ul className="core-navigation__list">{Story()}</ul>],
} satisfies Meta<typeof CoreNavigationLink>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
