import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import countdown from '../../blocks/countdown/index.ts'
import { Countdown } from '../../blocks/countdown/Countdown.tsx'
import blackFriday from '../../blocks/countdown/fixtures/black-friday.html?raw'
import { argsFromFixture, exampleArgs } from './block-story.tsx'

const meta = { title: 'Blocks/Countdown', component: Countdown, args: exampleArgs(countdown) } satisfies Meta<typeof Countdown>
export default meta
type Story = StoryObj<typeof meta>

const fixture = argsFromFixture(countdown, blackFriday)

/** The fixture's end date moved relative to now, so each story shows one display mode. */
const endingIn = (ms: number) => ({ attrs: { ...fixture.attrs, endsAt: Date.now() + ms } })

export const Days: Story = {
  args: endingIn(5 * 86_400_000 + 60_000),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('5 days')
  },
}

export const HoursMinutesSeconds: Story = {
  args: endingIn(3_600_000 + 125_000),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('timer').textContent).toMatch(/^1h 0[12]m \d\ds$/))
  },
}

export const Expired: Story = {
  args: endingIn(-1000),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('🎉 Expired!')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
