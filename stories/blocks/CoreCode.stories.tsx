import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import code from '../../blocks/core-code/index.ts'
import { CoreCode } from '../../blocks/core-code/CoreCode.tsx'
import { exampleArgs } from './block-story.tsx'

/** WordPress's code block, highlighted on the server. */
const meta = { title: 'Core blocks/Code', component: CoreCode, args: exampleArgs(code) } satisfies Meta<typeof CoreCode>
export default meta
type Story = StoryObj<typeof meta>

export const PhpFilter: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.hljs-string')).toHaveTextContent("'dokan_get_seller_percentage'")
  },
}
