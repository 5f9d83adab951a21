import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CookieNotice } from '../../layouts/CookieNotice.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/**
 * SPEC §4 cookie notice. The page's HTML has it hidden; browser/cookie-notice.ts shows it 4 s
 * after load to a visitor who has not accepted it.
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
  play: async ({ canvas, canvasElement }) => {
    // What the page script does once its 4 s have passed (no story waits for them).
    canvasElement.querySelector<HTMLElement>('.cookie-notice')!.hidden = false
    const notice = canvas.getByRole('region', { name: 'Privacy policy' })
    await expect(notice).toHaveTextContent(
      'We use cookies to understand how our site is used and to improve it. By continuing, you agree to our use of cookies.',
    )
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy/')
    await expect(canvas.getByRole('button', { name: 'Close and accept' })).toBeVisible()
  },
}

/** As the page's HTML has it, before the script shows it. */
export const AsServed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}
