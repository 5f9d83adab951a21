import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import logoCloud from '../../blocks/logo-cloud/index.ts'
import integrations from '../../blocks/logo-cloud/fixtures/integrations.html?raw'
import products from '../../blocks/logo-cloud/fixtures/products.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/LogoCloud', ...blockStory(logoCloud) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Integrations: Story = {
  args: argsFromFixture(logoCloud, integrations),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Dokan works with the tools your marketplace already uses' })).toBeVisible()
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(7)
    await expect(canvas.getByRole('link', { name: 'Stripe Connect' })).toHaveAttribute('href', '/dokan/extensions/dokan-stripe-connect/')
    // Wordmarks stay on one line, however narrow the row.
    const wordmark = canvas.getByText('PayPal Marketplace')
    await expect(getComputedStyle(wordmark).whiteSpace).toBe('nowrap')
  },
}

export const Products: Story = {
  args: argsFromFixture(logoCloud, products),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'WP User Frontend' })).toHaveAttribute('href', '/wp-user-frontend-pro/')
    await expect(canvas.getByRole('img', { name: 'wePOS' })).toHaveAttribute('loading', 'lazy')
    await expect(canvas.getByRole('link', { name: 'weForms' })).toBeVisible()
  },
}
