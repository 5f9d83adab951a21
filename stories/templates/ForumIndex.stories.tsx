import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import CmsPage from '../../pages/cms-page/+Page.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { index } = storyData.forum

/**
 * The forum index (`/support/forum/`) is a page marketers compose with the forum list block
 * (templates/forum/forum-routes.ts): the cms page template with the page's own data (pages/cms-page/+data.ts).
 */
const meta = {
  title: 'Templates/Forum/ForumIndex',
  component: CmsPage,
  decorators: [onPage({ urlPathname: '/support/forum/', renderedAt: RENDERED_AT, data: index })],
} satisfies Meta<typeof CmsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Index: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ask the community, and the people who build the plugins' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible()
    // The forum list block: every top-level forum, with its sub-forums.
    const table = canvas.getByRole('table')
    await expect(within(table).getByRole('link', { name: 'Dokan' })).toHaveAttribute('href', '/support/forum/dokan/')
    await expect(within(table).getByRole('link', { name: 'Payments and withdrawals' })).toHaveAttribute('href', '/support/forum/dokan/payments/')
  },
}
