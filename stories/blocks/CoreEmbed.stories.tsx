import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import embed from '../../blocks/core-embed/index.ts'
import vimeo from '../../blocks/core-embed/fixtures/vimeo.html?raw'
import linkCard from '../../blocks/core-embed/fixtures/link-card.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

/** WordPress's embed block as the site shows it: no provider code until a video is played. */
const meta = { title: 'Core blocks/Embed', ...blockStory(embed) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const YouTube: Story = {
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('.video__frame') as HTMLElement
    const height = frame.getBoundingClientRect().height
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /^Play video: Setting up a Dokan marketplace/ }))
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1')
    await expect(frame.getBoundingClientRect().height).toBe(height)
  },
}

export const Vimeo: Story = { args: argsFromFixture(embed, vimeo) }

export const LinkCard: Story = {
  args: argsFromFixture(embed, linkCard),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /wordpress\.org/ })).toHaveAttribute('href', 'https://wordpress.org/plugins/dokan-lite/')
  },
}
