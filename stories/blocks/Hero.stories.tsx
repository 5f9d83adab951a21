import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import hero from '../../blocks/hero/index.ts'
import marketplace from '../../blocks/hero/fixtures/marketplace.html?raw'
import withImage from '../../blocks/hero/fixtures/with-image.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Hero', ...blockStory(hero) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Marketplace: Story = {
  args: argsFromFixture(hero, marketplace),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Launch your own marketplace in a weekend')
    await expect(canvas.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/dokan/pricing/')
  },
}

export const WithImage: Story = {
  args: argsFromFixture(hero, withImage),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('alt', 'A marketplace dashboard showing vendor sales')
  },
}
