import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import partnersGrid from '../../blocks/partners-grid/index.ts'
import partners from '../../blocks/partners-grid/fixtures/partners.html?raw'
import adPlatforms from '../../blocks/partners-grid/fixtures/ad-platforms.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/PartnersGrid', ...blockStory(partnersGrid) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Partners: Story = {
  args: argsFromFixture(partnersGrid, partners),
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    await expect(groups).toEqual(['Hosting', 'Payments', 'Email marketing'])
    const hosting = canvas.getByRole('heading', { level: 3, name: 'Hosting' }).parentElement
    if (!hosting) throw new Error('no hosting group')
    await expect(within(hosting).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(hosting).getByRole('link', { name: 'Pressable' })).toHaveAttribute('href', '/partners/pressable/')
    await expect(canvas.getByText('Special pricing on managed WooCommerce hosting for weDevs customers')).toBeVisible()
  },
}

export const AdPlatforms: Story = {
  args: argsFromFixture(partnersGrid, adPlatforms),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Microsoft Advertising' })).toHaveAttribute('href', '/woocommerce-conversion-tracking/microsoft-advertising/')
  },
}
