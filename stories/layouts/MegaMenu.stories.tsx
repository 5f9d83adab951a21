import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { MegaMenu } from '../../layouts/MegaMenu.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** The products mega menu, as the header opens it under 'Products', with the site settings' products. */
const meta = {
  title: 'Layout/MegaMenu',
  component: MegaMenu,
  args: { id: 'mega-menu', products: storyData.settings.menus.products, onNavigate: fn() },
  decorators: [onPage({ urlPathname: '/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof MegaMenu>
export default meta
type Story = StoryObj<typeof meta>

export const Products: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const menu = canvas.getByRole('region', { name: 'Our products' })
    const links = within(menu).getAllByRole('link')
    await expect(links).toHaveLength(storyData.settings.menus.products.length)
    const [first] = storyData.settings.menus.products
    await expect(links[0]).toHaveAttribute('href', first?.url)
    await expect(links[0]).toHaveTextContent(`${first?.label}${first?.description}`)
    // The new products carry the badge.
    const fresh = storyData.settings.menus.products.filter((product) => product.isNew)
    await expect(within(menu).getAllByText('New')).toHaveLength(fresh.length)
    // A click on a product closes the menu; the story's frame stays on its page.
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(within(menu).getByRole('link', { name: /^Dokan Mobile App/ }))
    await expect(args.onNavigate).toHaveBeenCalled()
  },
}
