import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import webinarRegistration from '../../blocks/webinar-registration/index.ts'
import upcoming from '../../blocks/webinar-registration/fixtures/upcoming.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/WebinarRegistration', ...blockStory(webinarRegistration) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {
  args: argsFromFixture(webinarRegistration, upcoming),
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Webinar')
    await expect(select).toHaveValue('launch-a-marketplace-in-a-weekend')
    await userEvent.selectOptions(select, 'client-projects-without-per-seat-fees')
    await expect(select).toHaveValue('client-projects-without-per-seat-fees')
    // The browser keeps an incomplete registration from being sent.
    await expect(canvas.getByLabelText('First name')).toBeRequired()
    await expect(canvas.getByRole('checkbox')).toBeRequired()
    await expect(canvas.getByRole('button', { name: 'Save my seat' })).toBeEnabled()
  },
}
