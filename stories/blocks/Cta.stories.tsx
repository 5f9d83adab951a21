import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import cta from '../../blocks/cta/index.ts'
import dokanDemo from '../../blocks/cta/fixtures/dokan-demo.html?raw'
import refund from '../../blocks/cta/fixtures/refund.html?raw'
import welab from '../../blocks/cta/fixtures/welab.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Cta', ...blockStory(cta) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

/** WCAG relative luminance contrast of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

export const Brand: Story = {
  args: argsFromFixture(cta, dokanDemo),
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: 'See a Dokan marketplace from the inside' })
    const primary = canvas.getByRole('link', { name: 'Try the demo' })
    await expect(primary).toHaveAttribute('href', '/dokan/demo/')
    // The primary button stands out against the brand band.
    await expect(contrast(getComputedStyle(primary).backgroundColor, getComputedStyle(band).backgroundColor)).toBeGreaterThan(3)
    await expect(contrast(getComputedStyle(band).color, getComputedStyle(band).backgroundColor)).toBeGreaterThanOrEqual(4.5)
  },
}

export const Light: Story = {
  args: argsFromFixture(cta, refund),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Try Dokan Pro for 14 days, risk free')
    await expect(canvas.getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund-policy/')
  },
}

export const Dark: Story = {
  args: argsFromFixture(cta, welab),
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: 'Need a feature no plugin has yet?' })
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
    await expect(contrast(getComputedStyle(band).color, getComputedStyle(band).backgroundColor)).toBeGreaterThanOrEqual(4.5)
  },
}
