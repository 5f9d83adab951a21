import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { blockStylesheets } from 'virtual:site-stylesheets'
import { BlockStylesheets } from '../../layouts/BlockStylesheets.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const forumIndex = storyData.forum.index
/** Blocks with a stylesheet that the forum index's markup places (content/pages/en/support/forum.html). */
const styledBlocks = ['site/hero', 'site/forum-list']

/**
 * The stylesheets a page links in its head for the blocks it renders (pages/+Head.tsx), here the
 * forum index's: nothing on screen (Storybook loads every block's stylesheet anyway).
 */
const meta = {
  title: 'Layout/BlockStylesheets',
  component: BlockStylesheets,
  decorators: [onPage({ urlPathname: '/support/forum/', renderedAt: RENDERED_AT, data: forumIndex })],
} satisfies Meta<typeof BlockStylesheets>
export default meta
type Story = StoryObj<typeof meta>

export const ForumIndexPage: Story = {
  play: async ({ canvasElement }) => {
    const hrefs = [...canvasElement.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))
    for (const name of styledBlocks) await expect(hrefs).toContain(blockStylesheets[name])
    // Only the blocks the page renders: not, say, the pricing table's.
    await expect(hrefs).not.toContain(blockStylesheets['site/pricing-table'])
  },
}
