import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { DocsIndexView } from '../../templates/docs/DocsIndexView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { index } = storyData.docs

/** `/docs/`: every product's docs, grouped (templates/docs/load-docs.ts loadDocsIndex), and the search box. */
const meta = {
  title: 'Templates/Docs/DocsIndexView',
  component: DocsIndexView,
  args: { index },
  decorators: [onPage({ urlPathname: '/docs/', renderedAt: RENDERED_AT, data: index })],
} satisfies Meta<typeof DocsIndexView>
export default meta
type Story = StoryObj<typeof meta>

export const Index: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible()
    await expect(canvas.getByText('Guides, references and answers for every weDevs product.')).toBeVisible()
    // The search box as the page's HTML has it: its button, until the browser hydrates it.
    await expect(canvas.getByRole('button', { name: 'Search the docs' })).toBeVisible()
    const names = { plugins: 'Plugins', modules: 'Modules', others: 'Others' } as const
    for (const { group, products } of index.groups) {
      const section = canvas.getByRole('region', { name: names[group] })
      const links = within(section).getAllByRole('link')
      await expect(links.map((link) => link.textContent)).toEqual(products.map((product) => product.title))
      const [first] = products
      await expect(links[0]!.closest('li')).toHaveTextContent(first!.count === 1 ? '1 article' : `${first!.count} articles`)
    }
  },
}
