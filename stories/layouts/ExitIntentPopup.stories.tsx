import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { ExitIntentPopup } from '../../layouts/ExitIntentPopup.tsx'
import { CAMPAIGN_CLOCK, onPage } from '../page-context.tsx'

const { popup } = storyData.settings.campaign

/** The mouse leaving the window through its top, as renderer/useExitIntent.ts listens for it. */
const leaveThroughTheTop = () => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: null }))

/**
 * SPEC §4 exit-intent campaign popup (the site settings' campaign popup), on a Dokan page rendered
 * while the campaign runs, with no popup closed in the last 2 hours.
 */
const meta = {
  title: 'Layout/ExitIntentPopup',
  component: ExitIntentPopup,
  parameters: { frame: true, now: CAMPAIGN_CLOCK.hoursLeft },
  beforeEach: () => {
    localStorage.removeItem(popup.storageKey)
  },
} satisfies Meta<typeof ExitIntentPopup>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  decorators: [onPage({ urlPathname: '/dokan/', renderedAt: CAMPAIGN_CLOCK.hoursLeft })],
  play: async ({ canvas }) => {
    // The popup listens once its island has rendered: the gesture is repeated until it opens.
    const dialog = await waitFor(() => {
      leaveThroughTheTop()
      return canvas.getByRole('dialog', { name: popup.title })
    })
    await expect(dialog).toHaveAttribute('open')
    await expect(within(dialog).getByText(popup.text)).toBeVisible()
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('3h 25m 10s')
    // On a product's pages the button goes to its pricing.
    await expect(within(dialog).getByRole('link', { name: popup.buttonText })).toHaveAttribute('href', '/dokan/pricing/')
  },
}

/** On a page rendered after the campaign's end there is no popup to open. */
export const AfterTheCampaign: Story = {
  decorators: [onPage({ urlPathname: '/dokan/', renderedAt: CAMPAIGN_CLOCK.dayAfter })],
  play: async ({ canvas }) => {
    leaveThroughTheTop()
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}
