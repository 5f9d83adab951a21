import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { UserView } from '../../templates/forum/UserView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { userProfile, userReplies } = storyData.forum
const { person } = userProfile

/** A forum user's profile (templates/forum/load-forum-user.ts loadForumUser) and their replies. */
const meta = {
  title: 'Templates/Forum/UserView',
  component: UserView,
  args: { user: userProfile },
  decorators: [onPage({ urlPathname: userProfile.pagePath, renderedAt: RENDERED_AT, data: userProfile })],
} satisfies Meta<typeof UserView>
export default meta
type Story = StoryObj<typeof meta>

export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: person.name })).toBeVisible()
    // Counts as the catalog's plural formats them (1,290).
    const count = (n: number) => n.toLocaleString('en-US')
    await expect(canvas.getByText(`${count(userProfile.topicCount)} topics`, { exact: false })).toHaveTextContent(
      `Member since July 10, 2023 · ${count(userProfile.topicCount)} topics · ${count(userProfile.replyCount)} replies`,
    )
    const role = { keymaster: 'Keymaster', moderator: 'Moderator', participant: 'Participant' }[person.role]
    await expect(canvas.getByText(role)).toBeVisible()
    const tabs = canvas.getByRole('navigation', { name: `${person.name}’s activity` })
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Topics started', 'Replies created', 'Favorites'])
    await expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
  },
}

/** The replies they wrote, newest first, each in its topic. */
export const Replies: Story = {
  args: { user: userReplies },
  decorators: [onPage({ urlPathname: userReplies.pagePath, renderedAt: RENDERED_AT, data: userReplies })],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('navigation', { name: `${person.name}’s activity` })).getByRole('link', { name: 'Replies created' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(userReplies.replies.length)
    const [first] = userReplies.replies
    const post = canvas.getAllByRole('article')[0]!
    await expect(post).toHaveTextContent(`In reply to: ${first!.topic!.title}`)
    await expect(within(post).getByRole('link', { name: first!.topic!.title })).toHaveAttribute('href', first!.topic!.path)
    await expect(within(canvas.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${userReplies.basePath}page/2/`,
    )
  },
}
