import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { PageLinks } from '../../layouts/PageLinks.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** What PageLinks put in the document's head (React places `<link>`s there), listed for the reader. */
function HeadLinks() {
  const [links, setLinks] = useState<{ rel: string; hrefLang: string; href: string }[]>([])
  useEffect(() => {
    const found = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"]')]
    setLinks(found.map((link) => ({ rel: link.rel, hrefLang: link.hreflang, href: link.href })))
  }, [])
  return (
    <table>
      <caption>The page's links in the document head</caption>
      <thead>
        <tr>
          <th scope="col">rel</th>
          <th scope="col">hreflang</th>
          <th scope="col">href</th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={`${link.rel} ${link.hrefLang}`}>
            <td>{link.rel}</td>
            <td>{link.hrefLang}</td>
            <td>{link.href}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const listPath = '/blog/page/2/'

/** Where a page is, for search engines (canonical URL, its languages): nothing on screen, all in the head. */
const meta = {
  title: 'Layout/PageLinks',
  component: PageLinks,
  args: { canonicalPath: listPath, languages: ['en', 'es', 'fr'] },
  decorators: [onPage({ urlPathname: listPath, renderedAt: RENDERED_AT })],
  render: (args) => (
    <>
      <PageLinks {...args} />
      <HeadLinks />
    </>
  ),
} satisfies Meta<typeof PageLinks>
export default meta
type Story = StoryObj<typeof meta>

/** A blog list, in every language: canonical, one alternate a language, English the default. */
export const EveryLanguage: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: "The page's links in the document head" }))
      .getAllByRole('row')
      .slice(1)
    await expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['canonical', '', `${storyData.origin}/blog/page/2/`],
      ['alternate', 'en', `${storyData.origin}/blog/page/2/`],
      ['alternate', 'es', `${storyData.origin}/es/blog/page/2/`],
      ['alternate', 'fr', `${storyData.origin}/fr/blog/page/2/`],
      ['alternate', 'x-default', `${storyData.origin}/blog/page/2/`],
    ])
  },
}

/** A forum thread exists in its own language only: its canonical URL alone. */
export const OneLanguage: Story = {
  args: { canonicalPath: storyData.forum.topic.canonicalPath, languages: storyData.forum.topic.languages },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1)
    await expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['canonical'])
  },
}
