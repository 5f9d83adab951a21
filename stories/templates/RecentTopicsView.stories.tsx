import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { RecentTopicsView } from '../../templates/forum/RecentTopicsView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { recent } = storyData.forum

/** SPEC §2 `support/topic/`: every forum's topics by last activity (templates/forum/load-forum.ts loadRecentTopics), here its second page. */
const meta = {
  title: 'Templates/Forum/RecentTopicsView',
  component: RecentTopicsView,
  args: { recent },
  decorators: [onPage({ urlPathname: recent.pagePath, renderedAt: RENDERED_AT, data: recent })],
} satisfies Meta<typeof RecentTopicsView>
export default meta
type Story = StoryObj<typeof meta>

export const SecondPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recent topics' })).toBeVisible()
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Forums' })).toHaveAttribute(
      'href',
      '/support/forum/',
    )
    await expect(canvas.getByText(`Viewing 16–30 of ${recent.range.total}`)).toBeVisible()
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }))
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/support/topic/')
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/support/topic/page/3/')
  },
}
