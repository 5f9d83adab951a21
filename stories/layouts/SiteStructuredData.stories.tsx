import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { SiteStructuredData } from '../../layouts/SiteStructuredData.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** The company and its site for search engines (JSON-LD in every page's head): nothing on screen. */
const meta = {
  title: 'Layout/SiteStructuredData',
  component: SiteStructuredData,
  decorators: [onPage({ urlPathname: '/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof SiteStructuredData>
export default meta
type Story = StoryObj<typeof meta>

export const OrganizationAndWebSite: Story = {
  play: async ({ canvasElement }) => {
    const [organization, website] = [...canvasElement.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent))
    const { origin, settings } = storyData
    await expect(organization).toMatchObject({
      '@type': 'Organization',
      name: settings.name,
      url: `${origin}/`,
      sameAs: settings.menus.social.map((link) => link.url),
    })
    await expect(website).toMatchObject({
      '@type': 'WebSite',
      name: settings.name,
      inLanguage: 'en-US',
      potentialAction: { target: { urlTemplate: `${origin}/search/?s={search_term_string}` } },
    })
  },
}
