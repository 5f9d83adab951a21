import type { Meta, StoryObj } from '@storybook/react-vite'
import callout from '../../blocks/callout/index.ts'
import tip from '../../blocks/callout/fixtures/tip.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/Callout', ...blockStory(callout) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Warning: Story = {}
export const Tip: Story = { args: argsFromFixture(callout, tip) }
