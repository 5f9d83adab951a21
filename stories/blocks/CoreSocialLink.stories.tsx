import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import socialLink from '../../blocks/core-social-link/index.ts'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** One link of WordPress's social-links block, as the site shows it (in its list). */
const meta = {
  title: 'Core blocks/Social link',
  ...blockStory(socialLink),
  decorators: [(Story) => <ul className="wp-block-social-links">{Story()}</ul>],
} satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const X: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://twitter.com/wedevs')
  },
}

export const LinkedIn: Story = { args: { service: 'linkedin', url: 'https://www.linkedin.com/company/wedevs', label: 'weDevs on LinkedIn' } as BlockArgs }
