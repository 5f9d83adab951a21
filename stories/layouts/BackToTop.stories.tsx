import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { BackToTop } from '../../layouts/BackToTop.tsx'
import { installBackToTop } from '../../browser/back-to-top.ts'
import { RENDERED_AT, onPage } from '../page-context.tsx'
import { backToTheTopAfter, scrollWindowTo } from './scrolling.ts'

/**
 * The back-to-top button: hidden in the page's HTML; the page script (browser/back-to-top.ts) shows
 * it when the visitor scrolls up past 200 px, and scrolls to the top when it is pressed.
 */
const meta = {
  title: 'Layout/BackToTop',
  component: BackToTop,
  parameters: { frame: true },
  decorators: [onPage({ urlPathname: '/', renderedAt: RENDERED_AT })],
  render: () => (
    <>
      <BackToTop />
      {/* Room to scroll in. */}
      <div style={{ height: '300vh' }} />
    </>
  ),
  beforeEach: backToTheTopAfter,
} satisfies Meta<typeof BackToTop>
export default meta
type Story = StoryObj<typeof meta>

export const AsServed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const ShownAfterScrollingUp: Story = {
  play: async ({ canvas }) => {
    installBackToTop()
    await scrollWindowTo(900)
    await scrollWindowTo(600)
    const button = await canvas.findByRole('button', { name: 'Back to top' })
    await expect(button).toBeVisible()
    await userEvent.click(button)
    // 500 ms, linearly, to the top; there it hides again.
    await waitFor(() => expect(window.scrollY).toBe(0))
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull())
  },
}
