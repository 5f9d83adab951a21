import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { TopicView } from '../../templates/forum/TopicView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { topic, hostile } = storyData.forum

/** A thread (templates/forum/load-topic.ts loadTopic): the topic, then its replies 15 a page, every post's HTML through the site's sanitizer. */
const meta = {
  title: 'Templates/Forum/TopicView',
  component: TopicView,
  args: { topic },
  decorators: [onPage({ urlPathname: topic.pagePath, renderedAt: RENDERED_AT, data: topic })],
} satisfies Meta<typeof TopicView>
export default meta
type Story = StoryObj<typeof meta>

/** The first page of a thread of two. */
export const Thread: Story = {
  play: async ({ canvas }) => {
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Forums', ...topic.breadcrumbs.map((crumb) => crumb.title)])
    await expect(canvas.getByRole('heading', { level: 1, name: topic.title })).toBeVisible()
    await expect(canvas.getByText(`${topic.replyCount} replies`)).toBeVisible()
    await expect(canvas.getByText('Tags:')).toBeVisible()
    for (const tag of topic.tags) await expect(canvas.getByRole('link', { name: tag })).toHaveAttribute('href', `/support/topic-tag/${tag}/`)
    // The topic itself, then its replies, each with its permalink.
    await expect(canvas.getAllByRole('article')).toHaveLength(1 + topic.replies.length)
    await expect(canvas.getByRole('link', { name: /^Link to post #1: / })).toHaveAttribute('href', `#post-${topic.replies[0]!.id}`)
    await expect(canvas.getAllByRole('link', { name: topic.lead.author!.name })[0]).toHaveAttribute('href', topic.lead.author!.path)
    await expect(within(canvas.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${topic.basePath}page/2/`,
    )
  },
}

/**
 * A thread with replies a hostile visitor posted (the dataset's own, embedded-wordpress/forum-generator.ts):
 * script, event handlers, a javascript: link. The site's sanitizer leaves their text alone.
 */
export const HostileReplySanitized: Story = {
  args: { topic: hostile.thread },
  decorators: [onPage({ urlPathname: hostile.thread.pagePath, renderedAt: RENDERED_AT, data: hostile.thread })],
  play: async ({ canvas, canvasElement }) => {
    // What was posted was hostile: script, handlers and javascript: links all there.
    const posted = hostile.posted.map((reply) => reply.content).join('')
    for (const marker of [/<script/i, /\son\w+=/i, /href="javascript:/i]) await expect(posted).toMatch(marker)
    const thread = canvasElement.querySelector<HTMLElement>('.forum-thread')!
    for (const { id } of hostile.posted) await expect(thread.querySelector(`#post-${id}`)).not.toBeNull()
    // Nothing dangerous survives: no script element, no on* attribute, no javascript: URL.
    await expect(thread.querySelectorAll('script')).toHaveLength(0)
    const attributes = [...thread.querySelectorAll('*')].flatMap((element) => [...element.attributes])
    await expect(attributes.filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => attribute.name)).toEqual([])
    await expect(attributes.filter((attribute) => /^\s*javascript:/i.test(attribute.value)).map((attribute) => `${attribute.name}=${attribute.value}`)).toEqual(
      [],
    )
    // The readable part stays.
    await expect(within(thread).getByText('Try this link:', { exact: false })).toBeVisible()
    await expect(within(thread).getByText('Hover me')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: hostile.thread.title })).toBeVisible()
  },
}
