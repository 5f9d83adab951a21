import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CookieNotice } from '../../layouts/CookieNotice.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/**
 * SPEC §4 cookie notice. In the page's HTML, shown from the first paint to a visitor who has not
 * accepted; for one who has, the page bootstrap marks the document first, and it is never painted.
 */
const meta = {
  title: 'Layout/CookieNotice',
  component: CookieNotice,
  parameters: { frame: true },
  decorators: [onPage({ urlPathname: '/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof CookieNotice>
export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Privacy policy' })
    await expect(notice).toHaveTextContent(
      'We use cookies to understand how our site is used and to improve it. By continuing, you agree to our use of cookies.',
    )
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy/')
    await expect(canvas.getByRole('button', { name: 'Close and accept' })).toBeVisible()
  },
}

/** For a visitor who accepted: the document is marked (server/page-bootstrap.ts; here a wrapper), and the notice is not shown. */
export const Accepted: Story = {
  decorators: [
    (Story) => (
      <div data-consent="">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}
