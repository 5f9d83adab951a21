import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import comparisonTable from '../../blocks/comparison-table/index.ts'
import liteVsPro from '../../blocks/comparison-table/fixtures/lite-vs-pro.html?raw'
import vsCompetitors from '../../blocks/comparison-table/fixtures/vs-competitors.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/ComparisonTable', ...blockStory(comparisonTable) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const LiteVsPro: Story = {
  args: argsFromFixture(comparisonTable, liteVsPro),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Dokan Lite and Dokan Pro, side by side' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((h) => h.textContent)).toEqual(['Feature', 'Dokan LiteFree on WordPress.org', 'Dokan ProFrom $149 a year'])
    // Marks are read as words, never as glyphs.
    const coupons = within(table).getByRole('rowheader', { name: 'Vendor coupons' }).closest('tr')
    if (!coupons) throw new Error('no row')
    const [lite, pro] = within(coupons).getAllByRole('cell')
    await expect(lite).toHaveTextContent('Not included')
    await expect(pro).toHaveTextContent('Included')
    // The highlighted column is tinted, the other is not.
    await expect(getComputedStyle(pro as HTMLElement).backgroundColor).not.toBe(getComputedStyle(lite as HTMLElement).backgroundColor)
    // The scroll container takes keyboard focus, so it can be scrolled without a mouse.
    await userEvent.tab()
    await expect(canvas.getByRole('region', { name: 'Dokan Lite and Dokan Pro, side by side' })).toHaveFocus()
  },
}

export const VsCompetitors: Story = {
  args: argsFromFixture(comparisonTable, vsCompetitors),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Dokan, WC Vendors and WCFM Marketplace compared' })
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4)
    await expect(within(table).getByRole('rowheader', { name: 'For vendors' })).toHaveAttribute('colspan', '4')
    await expect(within(table).getByRole('cell', { name: 'Paid add-on' })).toBeVisible()
    // Never wider than the page: a wide table scrolls inside its own box.
    const region = canvas.getByRole('region', { name: 'Dokan, WC Vendors and WCFM Marketplace compared' })
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    await expect(getComputedStyle(region).overflowX).toBe('auto')
  },
}
