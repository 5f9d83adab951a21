import type { Meta, StoryObj } from '@storybook/react-vite'
import callout from '../../blocks/callout/index.ts'
import { Callout } from '../../blocks/callout/Callout.tsx'
import tip from '../../blocks/callout/fixtures/tip.html?raw'
import { argsFromFixture, exampleArgs } from './block-story.tsx'

const meta = { title: 'Blocks/Callout', component: Callout, args: exampleArgs(callout) } satisfies Meta<typeof Callout>
export default meta
type Story = StoryObj<typeof meta>

export const Warning: Story = {}
export const Tip: Story = { args: argsFromFixture(callout, tip) }
