import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { DefaultLayout } from '../../layouts/DefaultLayout.tsx'
import CmsPage from '../../pages/cms-page/+Page.tsx'
import { CAMPAIGN_CLOCK, RENDERED_AT, onPage } from '../page-context.tsx'

const forumIndex = storyData.forum.index

/**
 * The whole frame (SPEC §2 default layout) around a page the site serves: the forum index, a page
 * marketers compose. The header and the popups are islands: here as the page's HTML has them,
 * before the browser hydrates them (their own stories show them interactive).
 */
const meta = {
  title: 'Layout/DefaultLayout',
  component: DefaultLayout,
  parameters: { frame: true },
  render: () => (
    <DefaultLayout>
      <CmsPage />
    </DefaultLayout>
  ),
  args: { children: null },
} satisfies Meta<typeof DefaultLayout>
export default meta
type Story = StoryObj<typeof meta>

export const DuringTheCampaign: Story = {
  decorators: [onPage({ urlPathname: '/support/forum/', renderedAt: CAMPAIGN_CLOCK.daysLeft, data: forumIndex })],
  parameters: { now: CAMPAIGN_CLOCK.daysLeft },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content')
    await expect(canvas.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument()
    const banner = canvas.getByRole('complementary', { name: storyData.settings.campaign.banner })
    await expect(within(banner).getByRole('timer')).toHaveTextContent('5 days')
    const header = canvas.getByRole('banner')
    await expect(header.closest('[data-island="site-header"]')).toHaveAttribute('data-hydrate', 'interaction')
    await expect(within(header).getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    const main = canvas.getByRole('main')
    await expect(main).toHaveAttribute('id', 'content')
    await expect(within(main).getByRole('heading', { level: 1 })).toBeVisible()
    const footer = canvas.getByRole('contentinfo')
    await expect(within(footer).getByRole('timer')).toHaveTextContent('5 days')
    // The coupon ribbon, beside the header menu's own 'Coupons'.
    await expect(canvas.getAllByRole('link', { name: 'Coupons' }).filter((link) => link.classList.contains('coupon-ribbon'))).toHaveLength(1)
    // The popups render nothing until the visitor does something; the cookie notice shows from the first paint.
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Privacy policy' })).toBeVisible()
  },
}

export const WithoutCampaign: Story = {
  decorators: [onPage({ urlPathname: '/support/forum/', renderedAt: RENDERED_AT, data: forumIndex })],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull()
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${new Date(RENDERED_AT).getFullYear()} weDevs. All rights reserved.`)
  },
}
