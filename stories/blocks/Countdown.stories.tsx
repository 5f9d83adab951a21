import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import countdown from '../../blocks/countdown/index.ts'
import blackFriday from '../../blocks/countdown/fixtures/black-friday.html?raw'
import { CAMPAIGN_TIME_ZONE } from '../../cms/campaign-time.ts'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'
import { STORY_NOW } from '../story-clock.ts'

const meta = { title: 'Blocks/Countdown', ...blockStory(countdown) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

const fixture = argsFromFixture(countdown, blackFriday)

/** The campaign's wall clock (`YYYY-MM-DD HH:mm:ss` in its time zone), as a marketer types the end date. */
const campaignDate = (instant: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: CAMPAIGN_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' }).format(instant)

/** The fixture's end date moved relative to the stories' clock, so each story shows one display mode. */
const endingIn = (ms: number) => ({ ...fixture, endDate: campaignDate(STORY_NOW + ms) })

export const Days: Story = {
  args: endingIn(5 * 86_400_000 + 60_000),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('5 days')
  },
}

export const HoursMinutesSeconds: Story = {
  args: endingIn(3_600_000 + 125_000),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1h 02m 05s$/)
  },
}

export const Expired: Story = {
  args: endingIn(-1000),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('🎉 Expired!')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** The toolbar's language, set by the story: the texts come from the Spanish and French catalogs. */
export const DaysInSpanish: Story = {
  args: endingIn(5 * 86_400_000 + 60_000),
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('5 días')
  },
}

export const HoursInFrench: Story = {
  args: endingIn(3_600_000 + 125_000),
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1 h 02 min 05 s$/)
  },
}
