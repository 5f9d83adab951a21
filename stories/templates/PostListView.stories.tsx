import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { PostListView } from '../../templates/blog/PostListView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { blogPage2, tagOnePage, emptyDateArchive, searchResults, searchNothing } = storyData.blog

/** A list of posts (templates/blog/load-archive.ts loadPostList): the blog, an archive, a search. */
const meta = {
  title: 'Templates/Blog/PostListView',
  component: PostListView,
  args: { list: blogPage2 },
  decorators: [onPage({ urlPathname: '/blog/page/2/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof PostListView>
export default meta
type Story = StoryObj<typeof meta>

/** The blog's second page of five: newer and older posts, every page number. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(canvas.getByText('Guides, news and ideas for running marketplaces, projects and memberships on WordPress.')).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(blogPage2.posts.length)
    await expect(canvas.getByRole('link', { name: blogPage2.posts[0]!.title })).toHaveAttribute('href', blogPage2.posts[0]!.path)
    const pages = canvas.getByRole('navigation', { name: 'Pages' })
    await expect(within(pages).getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog/')
    await expect(within(pages).getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/page/3/')
    await expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page')
    await expect(within(pages).getByRole('link', { name: `Page ${blogPage2.totalPages} of ${blogPage2.totalPages}` })).toBeVisible()
  },
}

/** A tag whose posts fit on one page: no pagination. */
export const OnePage: Story = {
  args: { list: tagOnePage },
  decorators: [onPage({ urlPathname: tagOnePage.basePath, renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Tag: ${tagOnePage.heading.values?.name}` })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(tagOnePage.posts.length)
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  },
}

/** A date archive without posts. */
export const Empty: Story = {
  args: { list: emptyDateArchive },
  decorators: [onPage({ urlPathname: emptyDateArchive.basePath, renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Posts from ${emptyDateArchive.heading.values?.period}` })).toBeVisible()
    await expect(canvas.getByText('No posts here yet.')).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

/** The site search: the docs it finds above the posts. */
export const SearchResults: Story = {
  args: { list: searchResults },
  decorators: [onPage({ urlPathname: '/search/', renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search the blog' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('withdraw')
    await expect(canvas.getByRole('status')).toHaveTextContent(`${searchResults.total} results for “withdraw”`)
    const docs = canvas.getByRole('region', { name: 'Documentation' })
    await expect(within(docs).getAllByRole('link')).toHaveLength(searchResults.docs.length)
    await expect(canvas.getAllByRole('article')).toHaveLength(searchResults.posts.length)
  },
}

export const SearchNothingFound: Story = {
  args: { list: searchNothing },
  decorators: [onPage({ urlPathname: '/search/', renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing found! Try with another keyword!')
    await expect(canvas.queryByRole('article')).toBeNull()
    await expect(canvas.queryByText('No posts here yet.')).toBeNull()
  },
}
