import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import couponsList from '../../blocks/coupons-list/index.ts'
import { COPIED_MS } from '../../blocks/coupons-list/CouponsList.tsx'
import blackFriday from '../../blocks/coupons-list/fixtures/black-friday.html?raw'
import single from '../../blocks/coupons-list/fixtures/single-coupon.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Coupons list', ...blockStory(couponsList) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

/** Replaces the browser's clipboard for one story (a headless browser may refuse the real one). */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original)
    else delete (navigator as { clipboard?: Clipboard }).clipboard
  }
}

const writeText = fn(async (_text: string) => {})

export const BlackFriday: Story = {
  args: argsFromFixture(couponsList, blackFriday),
  beforeEach: () => {
    writeText.mockClear()
    return stubClipboard(writeText)
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    await expect(canvas.getAllByText('Valid until December 2, 2025')).toHaveLength(3)
    const [first] = canvas.getAllByRole('button', { name: 'Copy code' })
    await userEvent.click(first!)
    await expect(writeText).toHaveBeenCalledWith('BFCM50')
    await expect(first).toHaveTextContent('Copied!')
    // Only the coupon that was copied says so, and only for a while.
    await expect(canvas.getAllByRole('button', { name: 'Copy code' })).toHaveLength(2)
    await waitFor(() => expect(first).toHaveTextContent('Copy code'), { timeout: COPIED_MS + 1000 })
  },
}

export const ClipboardRefused: Story = {
  args: argsFromFixture(couponsList, single),
  beforeEach: () => stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }))
    // The code is selected instead, ready for Ctrl+C; the button does not claim a copy.
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('WEPOS30'))
    await expect(canvas.getByRole('button')).toHaveTextContent('Copy code')
    await expect(canvas.getByRole('link', { name: 'Get wePOS' })).toHaveAttribute('href', '/wepos/pricing/')
  },
}
