import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { ForumView } from '../../templates/forum/ForumView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { withSubForums, page2 } = storyData.forum

/** A forum (templates/forum/load-forum.ts loadForum): its sub-forums on page 1, its topics 15 a page. */
const meta = {
  title: 'Templates/Forum/ForumView',
  component: ForumView,
  args: { forum: page2 },
  decorators: [onPage({ urlPathname: page2.pagePath, renderedAt: RENDERED_AT, data: page2 })],
} satisfies Meta<typeof ForumView>
export default meta
type Story = StoryObj<typeof meta>

/** A product's forum: its sub-forums (the forum list block) and no topics of its own. */
export const SubForums: Story = {
  args: { forum: withSubForums },
  decorators: [onPage({ urlPathname: withSubForums.pagePath, renderedAt: RENDERED_AT, data: withSubForums })],
  play: async ({ canvas }) => {
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(within(crumbs).getByRole('link', { name: 'Forums' })).toHaveAttribute('href', '/support/forum/')
    await expect(canvas.getByRole('heading', { level: 1, name: withSubForums.title })).toBeVisible()
    await expect(canvas.getByText(withSubForums.description)).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Sub-forums' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Payments and withdrawals' })).toHaveAttribute('href', '/support/forum/dokan/payments/')
    await expect(canvas.queryByRole('heading', { name: 'Topics' })).toBeNull()
    await expect(canvas.queryByText('This forum has no topics yet.')).toBeNull()
  },
}

/** A busy forum's second page of topics. */
export const TopicsManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: page2.title })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Topics' })).toBeVisible()
    await expect(canvas.getByText(`Viewing ${page2.range.from}–${page2.range.to} of ${page2.range.total}`)).toBeVisible()
    const table = canvas.getByRole('table', { name: page2.title })
    await expect(
      within(table).getAllByRole('link', { name: (_, element) => element.getAttribute('href')?.startsWith('/support/topic/') ?? false }),
    ).toHaveLength(page2.topics.length)
    const pages = canvas.getByRole('navigation', { name: 'Pages' })
    await expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', page2.basePath)
    await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${page2.basePath}page/3/`)
  },
}
