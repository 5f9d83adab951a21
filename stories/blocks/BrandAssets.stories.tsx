import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import brandAssets from '../../blocks/brand-assets/index.ts'
import pressKit from '../../blocks/brand-assets/fixtures/press-kit.html?raw'
import dokanLogos from '../../blocks/brand-assets/fixtures/dokan-logos.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/BrandAssets', ...blockStory(brandAssets) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const PressKit: Story = {
  args: argsFromFixture(brandAssets, pressKit),
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('heading', { level: 3, name: 'weDevs logo, white' }).closest('li')
    if (!card) throw new Error('no card for the white logo')
    const link = within(card).getByRole('link', { name: 'Download SVG' })
    await expect(link).toHaveAttribute('href', '/brand/wedevs-logo-white.svg')
    await expect(link).toHaveAttribute('download')
    // Every preview is a real file that loads (served from public/).
    const images = [...canvasElement.querySelectorAll('img')]
    await expect(images).toHaveLength(4)
    await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true))
    await expect(canvas.getByRole('heading', { level: 3, name: 'Brand colours' })).toBeVisible()
    const purple = canvas.getByText('weDevs purple').previousElementSibling
    await expect(purple && getComputedStyle(purple).backgroundColor).toBe('rgb(108, 77, 230)')
    await expect(canvas.getByText('#6C4DE6')).toBeVisible()
  },
}

export const DokanLogos: Story = {
  args: argsFromFixture(brandAssets, dokanLogos),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'SVG' })).toHaveLength(2)
    await expect(canvas.queryByRole('heading', { name: 'Brand colours' })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Using our brand' })).toBeNull()
  },
}
