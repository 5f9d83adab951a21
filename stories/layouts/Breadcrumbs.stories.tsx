import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { Breadcrumbs } from '../../layouts/Breadcrumbs.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { article } = storyData.docs
const crumbs = [{ title: 'All docs', path: '/docs/' }, ...article.breadcrumbs]

/** Where a page sits, as the docs article of the story data shows it (DocView's crumbs). */
const meta = {
  title: 'Layout/Breadcrumbs',
  component: Breadcrumbs,
  args: { label: 'Breadcrumb', crumbs, current: article.title },
  decorators: [onPage({ urlPathname: article.canonicalPath, renderedAt: RENDERED_AT })],
} satisfies Meta<typeof Breadcrumbs>
export default meta
type Story = StoryObj<typeof meta>

export const DocsArticle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(crumbs.map((crumb) => crumb.title))
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(crumbs.map((crumb) => crumb.path))
    await expect(within(nav).getByText(article.title)).toHaveAttribute('aria-current', 'page')
    // The same trail for search engines, with absolute URLs.
    const trail = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')!.textContent)
    await expect(trail['@type']).toBe('BreadcrumbList')
    await expect(trail.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: crumbs.length + 1,
      name: article.title,
      item: `${storyData.origin}${article.canonicalPath}`,
    })
  },
}
