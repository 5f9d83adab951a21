import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent } from 'storybook/test'
import generator from '../../blocks/refund-policy-generator/index.ts'
import marketplace from '../../blocks/refund-policy-generator/fixtures/marketplace.html?raw'
import digitalGoods from '../../blocks/refund-policy-generator/fixtures/digital-goods.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Refund policy generator', ...blockStory(generator) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

const policy = (root: HTMLElement) => root.querySelector('article')!

export const Marketplace: Story = {
  args: argsFromFixture(generator, marketplace),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Return and Refund Policy' })).toBeVisible()
    await expect(policy(canvasElement)).toHaveTextContent('explains how our store handles returns')

    await userEvent.type(canvas.getByLabelText('Store name'), 'Maker Lane')
    await userEvent.type(canvas.getByLabelText('Contact email'), 'help@makerlane.example')
    await expect(canvas.getByRole('heading', { level: 3, name: 'Maker Lane Return and Refund Policy' })).toBeVisible()
    await expect(policy(canvasElement)).toHaveTextContent('Email: help@makerlane.example')

    await userEvent.selectOptions(canvas.getByLabelText('Who pays return shipping?'), 'The customer')
    await expect(policy(canvasElement)).toHaveTextContent('You pay the cost of sending an item back. Return shipping costs are not refundable.')
    await userEvent.selectOptions(canvas.getByLabelText('Refund window'), '30 days')
    await expect(policy(canvasElement)).toHaveTextContent('You have 30 days to return an item')
    await userEvent.click(canvas.getByLabelText('Perishable goods'))
    await expect(canvas.getByText('Perishable goods, such as food, flowers and plants')).toBeVisible()

    // Keyboard only: Space on the vendor checkbox drops the marketplace section.
    canvas.getByLabelText('Each vendor handles returns of their own products').focus()
    await userEvent.keyboard(' ')
    await expect(canvas.queryByRole('heading', { name: 'Marketplace sellers' })).toBeNull()
    await expect(policy(canvasElement)).toHaveTextContent('Email us at help@makerlane.example with your order number')

    // Typed markup stays text.
    const name = canvas.getByLabelText('Store name')
    await userEvent.clear(name)
    await userEvent.type(name, '<b>Bold</b> Shop')
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('<b>Bold</b> Shop Return and Refund Policy')
    await expect(policy(canvasElement).querySelector('b')).toBeNull()

    // Download: a text file named after the store, holding the policy.
    await userEvent.clear(name)
    await userEvent.type(name, 'Maker Lane')
    const createObjectURL = spyOn(URL, 'createObjectURL')
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download .txt' }))
      const link = click.mock.contexts[0] as HTMLAnchorElement
      await expect(link.download).toBe('maker-lane-refund-policy.txt')
      const blob = createObjectURL.mock.calls[0]![0] as Blob
      await expect(blob.type).toBe('text/plain;charset=utf-8')
      const text = await blob.text()
      await expect(text.startsWith('Maker Lane Return and Refund Policy\n\nOverview\n\n')).toBe(true)
      await expect(text).toContain('- Perishable goods, such as food, flowers and plants')
      await expect(canvas.getByRole('status')).toHaveTextContent('Downloaded maker-lane-refund-policy.txt.')
    } finally {
      click.mockRestore()
      createObjectURL.mockRestore()
    }
  },
}

export const DigitalGoods: Story = {
  args: argsFromFixture(generator, digitalGoods),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Return and refund policy generator' })).toBeVisible()
    await expect(canvas.getByLabelText('Digital products')).toBeChecked()
    await expect(canvas.queryByRole('heading', { name: 'Shipping costs' })).toBeNull()
    await expect(canvas.queryByLabelText('Who pays return shipping?')).toBeNull()

    // Selling physical goods too brings the shipping question and section.
    await userEvent.click(canvas.getByLabelText('Both'))
    await expect(canvas.getByLabelText('Who pays return shipping?')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Shipping costs' })).toBeVisible()

    // Copy: the Clipboard API gets the plain text.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy policy' }))
      await expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Return and Refund Policy\n\nOverview\n\n'))
      await expect(canvas.getByRole('status')).toHaveTextContent('Policy copied to the clipboard.')

      // Without clipboard access the policy is selected for Ctrl+C instead.
      writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'))
      await userEvent.click(canvas.getByRole('button', { name: 'Copy policy' }))
      await expect(canvas.getByRole('status')).toHaveTextContent('The policy is selected: press Ctrl+C (⌘C on a Mac) to copy it.')
      await expect(window.getSelection()?.toString()).toContain('Return and Refund Policy')
      await expect(policy(canvasElement).contains(window.getSelection()!.anchorNode)).toBe(true)
    } finally {
      writeText.mockRestore()
    }
  },
}
