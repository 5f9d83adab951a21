import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import contactDetails from '../../blocks/contact-details/index.ts'
import contactPage from '../../blocks/contact-details/fixtures/contact-page.html?raw'
import supportOnly from '../../blocks/contact-details/fixtures/support-only.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/ContactDetails', ...blockStory(contactDetails) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const ContactPage: Story = {
  args: argsFromFixture(contactDetails, contactPage),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'sales@wedevs.com' })).toHaveAttribute('href', 'mailto:sales@wedevs.com')
    await expect(canvas.getByRole('link', { name: '+1 302 555 0147' })).toHaveAttribute('href', 'tel:+13025550147')
    await expect(canvas.getByRole('heading', { level: 3, name: 'Offices' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Support hours' })).toBeVisible()
    const address = canvasElement.querySelector('address')
    // One line per row, upright rather than the browser's italic default.
    await expect(address?.innerText.split('\n')).toEqual(['weDevs', 'Banani, Dhaka 1213', 'Bangladesh'])
    await expect(address && getComputedStyle(address).fontStyle).toBe('normal')
  },
}

export const SupportOnly: Story = {
  args: argsFromFixture(contactDetails, supportOnly),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    await expect(canvas.queryByRole('heading', { name: 'Offices' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', '/docs/')
  },
}
