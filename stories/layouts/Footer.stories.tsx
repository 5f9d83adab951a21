import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { Footer } from '../../layouts/Footer.tsx'
import { CAMPAIGN_CLOCK, RENDERED_AT, onPage } from '../page-context.tsx'

const { settings } = storyData
/** The year the footer shows: the render's, as DefaultLayout reads it. */
const yearOf = (instant: number) => new Date(instant).getFullYear()

/** The site footer with the site settings' call to action, menus and social links. */
const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { settings, year: yearOf(RENDERED_AT) },
  parameters: { frame: true },
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  decorators: [onPage({ urlPathname: '/', renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo')
    await expect(within(footer).getByRole('heading', { name: settings.footerCta!.heading })).toBeVisible()
    await expect(within(footer).getByRole('link', { name: settings.footerCta!.label })).toHaveAttribute('href', '/products/')
    for (const [name, items] of [
      ['Company', settings.menus.footer.company],
      ['Resources', settings.menus.footer.resources],
      ['Products', settings.menus.footer.products],
    ] as const) {
      await expect(within(within(footer).getByRole('navigation', { name })).getAllByRole('link')).toHaveLength(items.length)
    }
    const social = within(footer).getByRole('list', { name: 'Follow us' })
    await expect(within(social).getAllByRole('link')).toHaveLength(settings.menus.social.length)
    await expect(within(footer).getByRole('img', { name: 'Accepted payment methods: Visa, Mastercard, American Express, PayPal' })).toBeVisible()
    await expect(within(footer).getByRole('button', { name: 'Back to top ↑' })).toBeVisible()
    await expect(within(footer).getByText(`© ${yearOf(RENDERED_AT)} weDevs. All rights reserved.`)).toBeVisible()
    // No campaign after its end.
    await expect(within(footer).queryByRole('timer')).toBeNull()
  },
}

/** While the campaign runs, the footer counts down to its end too. */
export const DuringTheCampaign: Story = {
  args: { year: yearOf(CAMPAIGN_CLOCK.hoursLeft) },
  decorators: [onPage({ urlPathname: '/', renderedAt: CAMPAIGN_CLOCK.hoursLeft })],
  parameters: { now: CAMPAIGN_CLOCK.hoursLeft },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo')
    await expect(within(footer).getByText(`${settings.campaign.banner}:`, { exact: false })).toBeVisible()
    await expect(within(footer).getByRole('timer')).toHaveTextContent('3h 25m 10s')
  },
}

/** When the content source cannot answer, the footer still has its bottom line. */
export const WithoutSettings: Story = {
  args: { settings: null },
  decorators: [onPage({ urlPathname: '/', renderedAt: RENDERED_AT, settings: null })],
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo')
    await expect(within(footer).queryByRole('navigation')).toBeNull()
    await expect(within(footer).getByText(`© ${yearOf(RENDERED_AT)} weDevs. All rights reserved.`)).toBeVisible()
  },
}
