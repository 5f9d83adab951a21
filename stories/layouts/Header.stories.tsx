import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { headerSettings } from '../../layouts/Header.tsx'
import { HeaderIsland } from '../../layouts/HeaderIsland.tsx'
import { installHeaderScroll } from '../../browser/header-scroll.ts'
import { RENDERED_AT, onPage } from '../page-context.tsx'
import { backToTheTopAfter, scrollWindowTo } from './scrolling.ts'

/**
 * The site header and the demo modal its menu opens (the header island, hydrated), with the menus
 * of the site settings, on a Dokan page (the product's search link and pricing).
 */
const meta = {
  title: 'Layout/Header',
  component: HeaderIsland,
  args: { settings: headerSettings(storyData.settings) },
  parameters: { frame: true },
  decorators: [onPage({ urlPathname: '/dokan/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof HeaderIsland>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner')
    await expect(within(header).getByRole('link', { name: 'weDevs home' })).toHaveAttribute('href', '/')
    const nav = within(header).getByRole('navigation', { name: 'Main menu' })
    await expect(within(nav).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false')
    await expect(within(nav).getByRole('link', { name: 'Coupons' })).toBeVisible()
    await expect(within(nav).getByRole('button', { name: 'Try Demo' })).toBeVisible()
    // The mobile-only entry and the menu toggle are not shown on a wide screen.
    await expect(within(nav).getByText('My Account')).not.toBeVisible()
    await expect(canvas.getByText('Menu')).not.toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search/')
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/account/cart/')
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/')
    const { campaignType } = storyData.settings.campaign
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      `/dokan/pricing/?utm_source=website&utm_medium=header&utm_campaign=${campaignType}`,
    )
  },
}

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'w320', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' })
    // On a small screen the menu is closed, behind its toggle.
    await expect(canvas.getByText('Coupons')).not.toBeVisible()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const nav = canvas.getByRole('navigation', { name: 'Main menu' })
    await expect(nav).toBeVisible()
    await expect(within(nav).getByRole('link', { name: 'My Account' })).toBeVisible()
    await expect(canvas.getByText('Sign in')).not.toBeVisible()
  },
}

export const DropdownOpen: Story = {
  play: async ({ canvas }) => {
    const resources = canvas.getByRole('button', { name: 'Resources' })
    await userEvent.click(resources)
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    const dropdown = canvasList(canvas.getByRole('navigation', { name: 'Main menu' }), resources)
    const children = storyData.settings.menus.primary.find((item) => item.label === 'Resources')
    await expect(within(dropdown).getAllByRole('link')).toHaveLength(children?.kind === 'dropdown' ? children.children.length : -1)
    await expect(within(dropdown).getByRole('link', { name: /^Webinars/ })).toHaveTextContent('WebinarsNew')
    await expect(within(dropdown).getByText('New')).toHaveClass('new-badge')
    // Escape closes it.
    await userEvent.keyboard('{Escape}')
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
  },
}

export const MegaMenuOpen: Story = {
  play: async ({ canvas }) => {
    const products = canvas.getByRole('button', { name: 'Products' })
    await userEvent.click(products)
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    const mega = canvas.getByRole('region', { name: 'Our products' })
    await expect(mega).toHaveAttribute('id', products.getAttribute('aria-controls'))
    await expect(within(mega).getAllByRole('link')).toHaveLength(storyData.settings.menus.products.length)
    await expect(within(mega).getByRole('link', { name: /^Dokan Mobile App/ })).toHaveTextContent(
      'Dokan Mobile AppNewYour marketplace as an iOS and Android app',
    )
  },
}

/**
 * Scrolled down past 100 px, then up: the page script (browser/header-scroll.ts) makes the header
 * fixed (it hides it while scrolling down).
 */
export const ScrolledFixed: Story = {
  render: (args) => (
    <>
      <HeaderIsland {...args} />
      {/* Room to scroll in. */}
      <div style={{ height: '300vh' }} />
    </>
  ),
  beforeEach: backToTheTopAfter,
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner')
    installHeaderScroll()
    await expect(header).toHaveClass('site-header--static')
    await scrollWindowTo(600)
    await waitFor(() => expect(header).toHaveClass('site-header--hidden'))
    await scrollWindowTo(400)
    await waitFor(() => expect(header).toHaveClass('site-header site-header--fixed', { exact: true }))
    // At the top of the window once it has slid back in (a .2 s transition).
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(0))
  },
}

/** The dropdown `button` controls, by its aria-controls. */
function canvasList(nav: HTMLElement, button: HTMLElement): HTMLElement {
  const list = nav.querySelector<HTMLElement>(`[id="${button.getAttribute('aria-controls')}"]`)
  if (!list) throw new Error(`no element #${button.getAttribute('aria-controls')}`)
  return list
}
