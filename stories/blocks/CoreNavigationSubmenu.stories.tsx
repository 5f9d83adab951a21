import type { Meta, StoryObj } from '@storybook/react-vite'
import submenu from '../../blocks/core-navigation-submenu/index.ts'
import { CoreNavigationSubmenu } from '../../blocks/core-navigation-submenu/CoreNavigationSubmenu.tsx'
import { CoreNavigationLink } from '../../blocks/core-navigation-link/CoreNavigationLink.tsx'
import { exampleArgs } from './block-story.tsx'

/** A submenu of WordPress's navigation block: it folds open without JavaScript. */
const meta = {
  title: 'Core blocks/Navigation submenu',
  component: CoreNavigationSubmenu,
  args: exampleArgs(submenu),
  render: (args) => (
    <ul className="core-navigation__list">
      <CoreNavigationSubmenu {...args}>
        <CoreNavigationLink attrs={{ label: 'Dokan', url: '/dokan/', opensInNewTab: false }} />
      </CoreNavigationSubmenu>
    </ul>
  ),
} satisfies Meta<typeof CoreNavigationSubmenu>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
