import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { SalesPopup } from '../../layouts/SalesPopup.tsx'
import { SITE_COOKIES } from '../../renderer/site-cookies.ts'
import { RENDERED_AT, onPage, siteApi } from '../page-context.tsx'

const closedCookie = SITE_COOKIES.salesNotificationsOff.name
const forgetClosing = () => {
  document.cookie = `${closedCookie}=; path=/; max-age=0`
}

/**
 * SPEC §4 sales notification popup on a Dokan page: the site's /api/sales answers with the
 * dataset store's orders (content/store/), mapped as server/api/sales-report.ts maps them.
 */
const meta = {
  title: 'Layout/SalesPopup',
  component: SalesPopup,
  parameters: { frame: true },
  decorators: [onPage({ urlPathname: '/dokan/', renderedAt: RENDERED_AT })],
  beforeEach: () => {
    forgetClosing()
    const restore = siteApi({ '/api/sales?product=dokan': storyData.sales })()
    return () => {
      restore()
      forgetClosing()
    }
  },
} satisfies Meta<typeof SalesPopup>
export default meta
type Story = StoryObj<typeof meta>

const [first] = storyData.sales

export const Shown: Story = {
  play: async ({ canvas }) => {
    const popup = await canvas.findByRole('complementary', { name: 'Recent purchases' })
    await expect(popup).toHaveTextContent(`${first?.customer_name} from ${first?.city}, ${first?.country}`)
    await expect(popup).toHaveTextContent(`purchased ${first?.order_items[0]?.name}`)
    await expect(popup).toHaveTextContent(first?.order_time ?? '')
    await expect(canvas.getByRole('button', { name: 'Close the sales notification' })).toBeVisible()
  },
}

/** Closing it turns it off for the product (a cookie, for a day). */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close the sales notification' }))
    await expect(canvas.queryByRole('complementary')).toBeNull()
    await expect(document.cookie).toContain(`${closedCookie}=`)
  },
}
