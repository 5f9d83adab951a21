import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { DocsSearchView } from '../../templates/docs/DocsSearchView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { searchResults, searchNothing } = storyData.docs

/** `/docs/search/?query=`: a plain form and its results (templates/docs/load-docs-search.ts). */
const meta = {
  title: 'Templates/Docs/DocsSearchView',
  component: DocsSearchView,
  args: { search: searchResults },
  decorators: [onPage({ urlPathname: '/docs/search/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof DocsSearchView>
export default meta
type Story = StoryObj<typeof meta>

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “withdraw”' })).toBeVisible()
    const form = canvas.getByRole('search')
    await expect(form).toHaveAttribute('action', '/docs/search/')
    await expect(within(form).getByRole('searchbox', { name: 'Search docs' })).toHaveValue('withdraw')
    await expect(within(form).getByRole('button', { name: 'Search' })).toBeVisible()
    const links = within(canvas.getByRole('list')).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(searchResults.results.map((hit) => hit.title))
  },
}

export const NothingFound: Story = {
  args: { search: searchNothing },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search the docs' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search docs' })).toHaveValue('qwxzv')
    await expect(canvas.getByText('Nothing Found!')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
