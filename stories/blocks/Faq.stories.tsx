import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import faq from '../../blocks/faq/index.ts'
import pricing from '../../blocks/faq/fixtures/pricing.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/FAQ', ...blockStory(faq) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Pricing: Story = {
  args: argsFromFixture(faq, pricing),
  play: async ({ canvas, canvasElement }) => {
    const items = canvasElement.querySelectorAll('details')
    await userEvent.click(canvas.getByText('Can I get a refund?'))
    await expect(items[0]).toHaveAttribute('open')
    // One group: opening another question closes the first.
    await userEvent.click(canvas.getByText('Do prices include VAT?'))
    await expect(items[1]).toHaveAttribute('open')
    await expect(items[0]).not.toHaveAttribute('open')
  },
}
