import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import featureRows from '../../blocks/feature-rows/index.ts'
import products from '../../blocks/feature-rows/fixtures/products.html?raw'
import liteToPro from '../../blocks/feature-rows/fixtures/lite-to-pro.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/FeatureRows', ...blockStory(featureRows) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

/** Where a row draws its image relative to its text: beside it on wide screens, below it on phones. */
function imagePlace(title: HTMLElement): 'left' | 'right' | 'below' | 'overlapping' {
  const row = title.closest<HTMLElement>('.feature-rows__row')
  const image = row?.querySelector('img')
  const textColumn = row?.querySelector('.feature-rows__text')
  if (!image || !textColumn) throw new Error('row without image')
  const text = textColumn.getBoundingClientRect()
  const box = image.getBoundingClientRect()
  if (box.left < text.right && box.right > text.left) return box.top >= text.bottom ? 'below' : 'overlapping'
  return box.right <= text.left ? 'left' : 'right'
}

const WIDE = () => window.innerWidth >= 768

export const Products: Story = {
  args: argsFromFixture(featureRows, products),
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 })
    await expect(titles.map((t) => t.textContent)).toEqual(['Dokan', 'WP Project Manager', 'WP User Frontend', 'wePOS'])
    const places = titles.map(imagePlace)
    await expect(places).toEqual(WIDE() ? ['left', 'right', 'left', 'right'] : ['below', 'below', 'below', 'below'])
    await expect(canvas.getByRole('img', { name: 'Dokan logo' })).toHaveAttribute('loading', 'lazy')
    await expect(canvas.getByRole('link', { name: 'Explore Dokan' })).toHaveAttribute('href', '/dokan/')
  },
}

export const LiteToPro: Story = {
  args: argsFromFixture(featureRows, liteToPro),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('heading', { name: 'Auctions, wholesale and vendor subscriptions' })
    await expect(imagePlace(first)).toBe(WIDE() ? 'right' : 'below')
    const row = first.closest<HTMLElement>('.feature-rows__row')
    if (!row) throw new Error('no row')
    await expect(within(row).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Compare Lite and Pro' })).toHaveClass('button')
  },
}
