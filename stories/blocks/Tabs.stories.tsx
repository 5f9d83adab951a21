import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import tabs from '../../blocks/tabs/index.ts'
import dokan from '../../blocks/tabs/fixtures/dokan-vendor-dashboard.html?raw'
import projectManager from '../../blocks/tabs/fixtures/project-manager-views.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Tabs', ...blockStory(tabs) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const DokanVendorDashboard: Story = {
  args: argsFromFixture(tabs, dokan),
  play: async ({ canvas }) => {
    const overview = canvas.getByRole('tab', { name: 'Overview' })
    await expect(overview).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Overview')

    // Keyboard: one tab stop, then the arrows move and select, wrapping at both ends.
    await userEvent.tab()
    await expect(overview).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const products = canvas.getByRole('tab', { name: 'Products' })
    await expect(products).toHaveFocus()
    await expect(products).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Vendors list and manage their own products')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'Withdraw' })).toHaveFocus()
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Withdraw')
    await userEvent.keyboard('{Home}')
    await expect(overview).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('tabindex', '0')
    await expect(overview).toHaveAttribute('tabindex', '-1')
  },
}

export const ProjectManagerViews: Story = {
  args: argsFromFixture(tabs, projectManager),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Kanban board' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Drag cards between columns')
    await expect(canvas.getByRole('link', { name: 'See WP Project Manager Pro' })).toBeVisible()
    await expect(canvas.queryByText('Break a project into lists and tasks')).not.toBeVisible()
  },
}
