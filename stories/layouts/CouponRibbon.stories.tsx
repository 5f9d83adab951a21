import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CouponRibbon } from '../../layouts/CouponRibbon.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** The fixed ribbon on the page's left edge, to the coupons page. */
const meta = {
  title: 'Layout/CouponRibbon',
  component: CouponRibbon,
  parameters: { frame: true },
  decorators: [onPage({ urlPathname: '/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof CouponRibbon>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const ribbon = canvas.getByRole('link', { name: 'Coupons' })
    await expect(ribbon).toHaveAttribute('href', '/coupons/')
    await expect(getComputedStyle(ribbon).position).toBe('fixed')
  },
}

/** On the coupons page itself the ribbon is the active link. */
export const OnTheCouponsPage: Story = {
  decorators: [onPage({ urlPathname: '/coupons/', renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page')
  },
}
