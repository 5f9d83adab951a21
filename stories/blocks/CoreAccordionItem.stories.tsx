import type { Meta, StoryObj } from '@storybook/react-vite'
import block from '../../blocks/core-accordion-item/index.ts'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** A part of WordPress's accordion as the site renders it (the whole: Core blocks/Accordion). */
const meta = { title: 'Core blocks/Accordion item', ...blockStory(block) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
