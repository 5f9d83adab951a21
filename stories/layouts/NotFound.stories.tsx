import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NotFound } from '../../layouts/NotFound.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** SPEC §2 404 page. */
const meta = {
  title: 'Layout/NotFound',
  component: NotFound,
  decorators: [onPage({ urlPathname: '/no-such-page/', renderedAt: RENDERED_AT, is404: true })],
} satisfies Meta<typeof NotFound>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Page Not Found' })).toBeVisible()
    await expect(canvas.getByText('This page could not be found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '← Go to Homepage' })).toHaveAttribute('href', '/')
  },
}
