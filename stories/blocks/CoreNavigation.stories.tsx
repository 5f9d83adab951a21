import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import navigation from '../../blocks/core-navigation/index.ts'
import { CoreNavigationLink } from '../../blocks/core-navigation-link/CoreNavigationLink.tsx'
import { CoreNavigationSubmenu } from '../../blocks/core-navigation-submenu/CoreNavigationSubmenu.tsx'
import { CoreHomeLink } from '../../blocks/core-home-link/CoreHomeLink.tsx'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** WordPress's navigation block as the site renders it: a list of links, submenus folding open. */
const meta = {
  title: 'Core blocks/Navigation',
  ...blockStory(navigation, {
    children: (
      <>
        <CoreHomeLink attrs={{ label: 'Start' }} />
        <CoreNavigationLink attrs={{ label: 'Pricing', url: '/dokan/pricing/', opensInNewTab: false }} />
        <CoreNavigationSubmenu attrs={{ label: 'Products', url: '/products/' }}>
          <CoreNavigationLink attrs={{ label: 'Dokan', url: '/dokan/', opensInNewTab: false }} />
        </CoreNavigationSubmenu>
      </>
    ),
  }),
} satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const WithSubmenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Products', { selector: 'summary' }))
    await expect(canvas.getByRole('link', { name: 'Dokan' })).toBeVisible()
  },
}
