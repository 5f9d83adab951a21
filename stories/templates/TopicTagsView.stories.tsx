import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { TopicTagView, TopicTagsView } from '../../templates/forum/TopicTagsView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { tags, tag } = storyData.forum

/** Every topic tag with its count (templates/forum/load-forum.ts loadTopicTags), and a tag's topics. */
const meta = {
  title: 'Templates/Forum/TopicTagsView',
  component: TopicTagsView,
  args: { tags },
  decorators: [onPage({ urlPathname: tags.pagePath, renderedAt: RENDERED_AT, data: tags })],
} satisfies Meta<typeof TopicTagsView>
export default meta
type Story = StoryObj<typeof meta>

export const Tags: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Topic tags' })).toBeVisible()
    const list = within(canvasElement.querySelector<HTMLElement>('.forum-tag-index')!)
    await expect(list.getAllByRole('link')).toHaveLength(tags.tags.length)
    const [first] = tags.tags
    await expect(list.getByRole('link', { name: first!.name }).closest('li')).toHaveTextContent(`${first!.name} ${first!.count} topics`)
  },
}

/** One tag's topics by last activity, 15 a page. */
export const OneTag: Story = {
  decorators: [onPage({ urlPathname: tag.pagePath, renderedAt: RENDERED_AT, data: tag })],
  render: () => <TopicTagView tag={tag} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Topic tag: ${tag.title}` })).toBeVisible()
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(within(crumbs).getByRole('link', { name: 'Topic tags' })).toHaveAttribute('href', '/support/topic-tag/')
    await expect(canvas.getByText(`Viewing 1–15 of ${tag.range.total}`)).toBeVisible()
    await expect(within(canvas.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${tag.basePath}page/2/`,
    )
  },
}
