import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { DocView } from '../../templates/docs/DocView.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { article } = storyData.docs

/** A docs article (templates/docs/load-docs.ts loadDoc): tree, breadcrumbs, text, table of contents, neighbours. */
const meta = {
  title: 'Templates/Docs/DocView',
  component: DocView,
  args: { doc: article },
  decorators: [onPage({ urlPathname: article.canonicalPath, renderedAt: RENDERED_AT, data: article })],
} satisfies Meta<typeof DocView>
export default meta
type Story = StoryObj<typeof meta>

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All docs', ...article.breadcrumbs.map((crumb) => crumb.title)])
    await expect(canvas.getByText('Last updated November 4, 2025')).toBeVisible()
    // The product's tree, with the article as the page shown.
    await expect(canvas.getAllByRole('link', { name: article.title }).some((link) => link.getAttribute('aria-current') === 'page')).toBe(true)
    const toc = canvas.getByRole('navigation', { name: 'On this page' })
    await expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(article.toc.map((entry) => `#${entry.id}`))
    for (const entry of article.toc) await expect(canvas.getByRole('heading', { level: entry.level, name: entry.text })).toHaveAttribute('id', entry.id)
    await expect(canvas.getByRole('link', { name: `Previous ${article.previous!.title}` })).toHaveAttribute('href', article.previous!.path)
    await expect(canvas.getByRole('link', { name: `Next ${article.next!.title}` })).toHaveAttribute('href', article.next!.path)
  },
}
