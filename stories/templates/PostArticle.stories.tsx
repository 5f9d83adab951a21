import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { PostArticle } from '../../templates/blog/PostArticle.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { path, data: post } = storyData.blog.post

/**
 * SPEC §3 blog post (templates/blog/load-post.ts): the blog's newest post with comments and a
 * featured image; the sidebar's newsletter is an island, here as the server renders it.
 */
const meta = {
  title: 'Templates/Blog/PostArticle',
  component: PostArticle,
  args: { post },
  decorators: [onPage({ urlPathname: path, renderedAt: RENDERED_AT, data: post })],
} satisfies Meta<typeof PostArticle>
export default meta
type Story = StoryObj<typeof meta>

export const Post: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getAllByRole('article')[0]!
    await expect(within(article).getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(within(article).getByText(`${post.readingMinutes} min read`)).toBeVisible()
    const categories = within(article).getByRole('navigation', { name: 'Categories' })
    await expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(post.categories.map((category) => category.path))
    const tags = within(article).getByRole('navigation', { name: 'Tags' })
    await expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(post.tags.map((tag) => tag.name))
    await expect(within(article).getByRole('heading', { name: `About the author ${post.author!.name}` })).toBeVisible()
    await expect(within(article).getByRole('link', { name: `All posts by ${post.author!.name}` })).toHaveAttribute('href', post.author!.path)
    const neighbours = within(article).getByRole('navigation', { name: 'More posts' })
    if (post.previous)
      await expect(within(neighbours).getByRole('link', { name: `Previous post ${post.previous.title}` })).toHaveAttribute('href', post.previous.path)
    await expect(within(article).getByRole('heading', { level: 2, name: /comments$/ })).toBeVisible()
    await expect(canvas.getByRole('complementary', { name: 'More from weDevs' })).toBeVisible()
  },
}
