import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { IndexView } from '../../templates/blog/IndexView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { categoryIndex, authorIndex } = storyData.blog

/** SPEC §2 `category/`, `author/`…: what there is to browse (templates/blog/load-archive.ts loadIndex). */
const meta = {
  title: 'Templates/Blog/IndexView',
  component: IndexView,
  args: { index: categoryIndex },
  decorators: [onPage({ urlPathname: '/category/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof IndexView>
export default meta
type Story = StoryObj<typeof meta>

/** The categories, nested, each with its post count. */
export const Categories: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
    const counted = categoryIndex.entries.flatMap((entry) => [entry, ...(entry.children ?? [])])
    await expect(canvas.getAllByRole('link')).toHaveLength(counted.length)
    for (const entry of categoryIndex.entries) {
      const item = canvas.getByRole('link', { name: entry.name }).closest('li')!
      await expect(item).toHaveTextContent(entry.count === 1 ? '1 post' : `${entry.count} posts`)
    }
  },
}

/** The authors, with their pictures and descriptions. */
export const Authors: Story = {
  args: { index: authorIndex },
  decorators: [onPage({ urlPathname: '/author/', renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible()
    const [first] = authorIndex.entries
    const item = canvas.getByRole('link', { name: first!.name }).closest('li')!
    await expect(within(item).getByText(first!.description!)).toBeVisible()
  },
}

/** No post counted in any category yet (the category index, its entries left out). */
export const Empty: Story = {
  args: { index: { ...categoryIndex, entries: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts here yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
