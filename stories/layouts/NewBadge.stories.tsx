import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { NewBadge } from '../../layouts/NewBadge.tsx'

const fresh = storyData.settings.menus.products.filter((product) => product.isNew)

/** The 'New' label of the menus' new entries. */
const meta = { title: 'Layout/NewBadge', component: NewBadge } satisfies Meta<typeof NewBadge>
export default meta
type Story = StoryObj<typeof meta>

export const Alone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toHaveClass('new-badge')
  },
}

/** Beside the products the site settings mark as new, as the mega menu shows them. */
export const BesideNewProducts: Story = {
  render: () => (
    <ul>
      {fresh.map((product) => (
        <li key={product.url}>
          {product.label}
          <NewBadge />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(fresh.length)
    for (const item of items) await expect(within(item).getByText('New')).toBeVisible()
  },
}
