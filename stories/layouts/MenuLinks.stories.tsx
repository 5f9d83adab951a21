import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { MenuLinks } from '../../layouts/MenuLinks.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const company = storyData.settings.menus.footer.company

/** A menu of the site settings as links: the footer's Company column, on the About page. */
const meta = {
  title: 'Layout/MenuLinks',
  component: MenuLinks,
  args: { items: company, className: 'site-footer__menu' },
  decorators: [onPage({ urlPathname: '/about/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof MenuLinks>
export default meta
type Story = StoryObj<typeof meta>

export const FooterCompany: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link')
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(company.map((item) => [item.label, item.url]))
    // The page shown is the active entry.
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
  },
}
