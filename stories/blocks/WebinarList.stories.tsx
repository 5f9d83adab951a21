import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import webinarList from '../../blocks/webinar-list/index.ts'
import upcoming from '../../blocks/webinar-list/fixtures/upcoming.html?raw'
import recordings from '../../blocks/webinar-list/fixtures/recordings.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/WebinarList', ...blockStory(webinarList) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {
  args: argsFromFixture(webinarList, upcoming),
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    await expect(titles[0]).toBe('Black Friday checklist for marketplace owners')
    await expect(titles.at(-1)).toBe('Commissions and vendor payouts in Dokan')
    const card = canvas.getByRole('heading', { name: 'Launch a marketplace in a weekend' }).closest('li')
    if (!card) throw new Error('no card for the webinar')
    // The browser prints the same UTC time the server did, whatever the visitor's zone.
    await expect(card.querySelector('time')).toHaveTextContent(/^Thursday, November 26, 2026 at 2:00\sPM UTC$/)
    await expect(within(card).getByText('45 min')).toBeVisible()
    await expect(within(card).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/webinars/registration/?webinar=launch-a-marketplace-in-a-weekend',
    )
    await expect(canvas.getAllByRole('link', { name: 'Watch the recording' })).toHaveLength(1)
  },
}

export const Recordings: Story = {
  args: argsFromFixture(webinarList, recordings),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Register' })).toBeNull()
    const links = canvas.getAllByRole('link', { name: 'Watch the recording' })
    await expect(links[0]).toHaveAttribute('href', 'https://www.youtube.com/@weDevs')
    await expect(canvas.getByText('Hosted by Imran Hossain')).toBeVisible()
  },
}
