import type { Meta, StoryObj } from '@storybook/react-vite'
import submenu from '../../blocks/core-navigation-submenu/index.ts'
import { CoreNavigationLink } from '../../blocks/core-navigation-link/CoreNavigationLink.tsx'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** A submenu of WordPress's navigation block: it folds open without JavaScript. */
const meta = {
  title: 'Core blocks/Navigation submenu',
  ...blockStory(submenu, { children: <CoreNavigationLink attrs={{ label: 'Dokan', url: '/dokan/', opensInNewTab: false }} /> }),
  decorators: [(Story) => <ul className="core-navigation__list">{Story()}</ul>],
} satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
