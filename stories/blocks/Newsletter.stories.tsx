import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import newsletter from '../../blocks/newsletter/index.ts'
import defaultFixture from '../../blocks/newsletter/fixtures/default.html?raw'
import sidebar from '../../blocks/newsletter/fixtures/sidebar.html?raw'
import archive from '../../blocks/newsletter/fixtures/archive.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Newsletter', ...blockStory(newsletter) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: argsFromFixture(newsletter, defaultFixture),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    // Nothing is sent: the button says why.
    await expect(canvas.getByRole('button')).toHaveTextContent('Is that an email?')
  },
}

export const Sidebar: Story = {
  args: argsFromFixture(newsletter, sidebar),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox'))
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  },
}

export const Archive: Story = {
  args: argsFromFixture(newsletter, archive),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Never miss a coupon' })).toBeVisible()
  },
}
