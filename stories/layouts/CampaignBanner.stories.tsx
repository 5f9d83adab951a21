import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { CampaignBanner } from '../../layouts/CampaignBanner.tsx'
import { CAMPAIGN_CLOCK, onPage } from '../page-context.tsx'

const { campaign } = storyData.settings

/** SPEC §4 campaign banner, from the site settings' campaign, on a page rendered while it runs. */
const meta = { title: 'Layout/CampaignBanner', component: CampaignBanner, parameters: { frame: true } } satisfies Meta<typeof CampaignBanner>
export default meta
type Story = StoryObj<typeof meta>

export const DaysLeft: Story = {
  decorators: [onPage({ urlPathname: '/', renderedAt: CAMPAIGN_CLOCK.daysLeft })],
  parameters: { now: CAMPAIGN_CLOCK.daysLeft },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('complementary', { name: campaign.banner })
    await expect(banner).toHaveTextContent('Ends in')
    await expect(canvas.getByRole('timer')).toHaveTextContent('5 days')
    await expect(canvas.getByRole('link', { name: 'Lock in 50% OFF Now' })).toHaveAttribute('href', '/coupons/')
    await expect(canvas.getByRole('button', { name: 'Close the campaign banner' })).toBeVisible()
  },
}

export const HoursLeft: Story = {
  decorators: [onPage({ urlPathname: '/', renderedAt: CAMPAIGN_CLOCK.hoursLeft })],
  parameters: { now: CAMPAIGN_CLOCK.hoursLeft },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('3h 25m 10s')
  },
}

/** Rendered while the campaign ran, looked at once it has ended: the countdown has run out. */
export const Expired: Story = {
  decorators: [onPage({ urlPathname: '/', renderedAt: CAMPAIGN_CLOCK.hoursLeft })],
  parameters: { now: CAMPAIGN_CLOCK.justEnded },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('🎉 Expired!')
  },
}

/** A page rendered after the campaign's end shows no banner. */
export const AfterTheCampaign: Story = {
  decorators: [onPage({ urlPathname: '/', renderedAt: CAMPAIGN_CLOCK.dayAfter })],
  parameters: { now: CAMPAIGN_CLOCK.dayAfter },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull()
  },
}
