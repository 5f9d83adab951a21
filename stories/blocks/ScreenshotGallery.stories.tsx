import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import gallery from '../../blocks/screenshot-gallery/index.ts'
import dokan from '../../blocks/screenshot-gallery/fixtures/dokan-vendor-dashboard.html?raw'
import single from '../../blocks/screenshot-gallery/fixtures/single-screenshot.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Screenshot gallery', ...blockStory(gallery) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Escape closes a modal dialog natively, but only when the key press is trusted. Under the test
 * runner it is a real key press (vitest's Playwright keyboard); in Storybook's UI, which has none,
 * the dialog gets the same close request the browser makes on Escape.
 */
async function pressEscape(dialog: HTMLDialogElement) {
  if ('__vitest_browser__' in globalThis) {
    const { userEvent: trusted } = await import('vitest/browser')
    await trusted.keyboard('{Escape}')
  } else {
    dialog.requestClose()
  }
}

export const DokanVendorDashboard: Story = {
  args: argsFromFixture(gallery, dokan),
  play: async ({ canvas, canvasElement }) => {
    const dialog = canvasElement.querySelector('dialog') as HTMLDialogElement
    await expect(canvas.getAllByRole('img')).toHaveLength(5)
    const opener = canvas.getByRole('button', { name: "Enlarge screenshot: Orders: each vendor's sub-orders and earnings" })
    await userEvent.click(opener)
    await waitFor(() => expect(dialog.open).toBe(true))
    await expect(dialog).toHaveTextContent('3 of 5')
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus()

    await userEvent.click(canvas.getByRole('button', { name: 'Next screenshot' }))
    await expect(dialog).toHaveTextContent('Withdraw: balance and payout requests')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(dialog).toHaveTextContent('1 of 5')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(dialog).toHaveTextContent('5 of 5')

    await pressEscape(dialog)
    await waitFor(() => expect(dialog.open).toBe(false))
    // Focus returns to the thumbnail that opened the lightbox.
    await expect(opener).toHaveFocus()

    // The close control closes it.
    await userEvent.click(canvas.getByRole('button', { name: /^Enlarge screenshot: Dashboard/ }))
    await waitFor(() => expect(dialog.open).toBe(true))
    await expect(dialog).toHaveTextContent('1 of 5')
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(dialog.open).toBe(false)

    // A click on the screenshot keeps it open; a click on the backdrop (the dialog element, outside its box) closes it.
    await userEvent.click(canvas.getByRole('button', { name: /^Enlarge screenshot: Products/ }))
    await waitFor(() => expect(dialog.open).toBe(true))
    await userEvent.click(dialog.querySelector('.screenshot-gallery__full') as HTMLImageElement)
    await expect(dialog.open).toBe(true)
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } })
    await waitFor(() => expect(dialog.open).toBe(false))
  },
}

export const SingleScreenshot: Story = {
  args: argsFromFixture(gallery, single),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Enlarge screenshot: Dokan store settings/ }))
    const dialog = canvasElement.querySelector('dialog') as HTMLDialogElement
    await waitFor(() => expect(dialog.open).toBe(true))
    await expect(dialog).toHaveTextContent('1 of 1')
    // Nothing to page through: no previous or next controls.
    await expect(canvas.queryByRole('button', { name: 'Next screenshot' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(dialog.open).toBe(false)
  },
}
