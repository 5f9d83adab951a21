import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import button from '../../blocks/core-button/index.ts'
import { CoreButton } from '../../blocks/core-button/CoreButton.tsx'
import { exampleArgs } from './block-story.tsx'

/** A button of WordPress's buttons block as the site's own button. */
const meta = {
  title: 'Core blocks/Button',
  component: CoreButton,
  args: exampleArgs(button),
  decorators: [(Story) => <div className="wp-block-buttons">{Story()}</div>],
} satisfies Meta<typeof CoreButton>
export default meta
type Story = StoryObj<typeof meta>

export const Fill: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the blog' })).toHaveClass('button--primary')
  },
}

export const Outline: Story = { args: { attrs: { text: 'Browse the docs', url: '/docs/', newTab: false, variant: 'secondary' } } }
