import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import pricingTable from '../../blocks/pricing-table/index.ts'
import dokan from '../../blocks/pricing-table/fixtures/dokan.html?raw'
import withFree from '../../blocks/pricing-table/fixtures/with-free.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Pricing table', ...blockStory(pricingTable) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const DokanWithCampaign: Story = {
  args: argsFromFixture(pricingTable, dokan),
  play: async ({ canvas, canvasElement }) => {
    const amount = () => canvasElement.querySelector('[data-plan="Business"] .plan__amount')
    await expect(amount()).toHaveTextContent('$249.50')
    await userEvent.click(canvas.getByRole('button', { name: 'Lifetime' }))
    await expect(amount()).toHaveTextContent('$749.50')
    await expect(canvas.getByText(/The discount applies to the first year only\./)).toBeInTheDocument()
  },
}

export const FreeAndStarter: Story = {
  args: argsFromFixture(pricingTable, withFree),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free', { selector: 'strong' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: '2 Years' })).toBeNull()
  },
}
