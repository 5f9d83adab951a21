import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import video from '../../blocks/video/index.ts'
import withPoster from '../../blocks/video/fixtures/youtube-with-poster.html?raw'
import plain from '../../blocks/video/fixtures/vimeo-plain.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Video', ...blockStory(video) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const YouTubeWithPoster: Story = {
  name: 'YouTube with poster',
  args: argsFromFixture(video, withPoster),
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('.video__frame') as HTMLElement
    const height = frame.getBoundingClientRect().height
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await expect(canvas.getByText('The video plays from YouTube, which may set its own cookies.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Set up a Dokan marketplace in ten minutes' }))
    const player = canvasElement.querySelector('iframe')
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/k3Xq9vLm2Tw?autoplay=1')
    await expect(player).toHaveAttribute('title', 'Set up a Dokan marketplace in ten minutes')
    await expect(canvas.queryByRole('button')).toBeNull()
    // Same 16:9 box before and after: no layout shift.
    await expect(frame.getBoundingClientRect().height).toBe(height)
  },
}

export const VimeoWithoutPoster: Story = {
  args: argsFromFixture(video, plain),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('How vendors request a withdrawal in Dokan')).toBeVisible()
    await expect(canvasElement.querySelector('img')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /^Play video/ }))
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/874512093?autoplay=1&dnt=1')
  },
}
