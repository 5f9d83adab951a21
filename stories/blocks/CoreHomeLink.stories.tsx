import type { Meta, StoryObj } from '@storybook/react-vite'
import block from '../../blocks/core-home-link/index.ts'
import { CoreHomeLink } from '../../blocks/core-home-link/CoreHomeLink.tsx'
import { exampleArgs } from './block-story.tsx'

/** The home item of WordPress's navigation block, as the site renders it. */
const meta = {
  title: 'Core blocks/Home link',
  component: CoreHomeLink,
  args: exampleArgs(block),
  decorators: [(Story) => <ul className="core-navigation__list">{Story()}</ul>],
} satisfies Meta<typeof CoreHomeLink>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
