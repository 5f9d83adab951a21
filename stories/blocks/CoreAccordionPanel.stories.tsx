import type { Meta, StoryObj } from '@storybook/react-vite'
import block from '../../blocks/core-accordion-panel/index.ts'
import { CoreAccordionPanel } from '../../blocks/core-accordion-panel/CoreAccordionPanel.tsx'
import { exampleArgs } from './block-story.tsx'

/** A part of WordPress's accordion as the site renders it (the whole: Core blocks/Accordion). */
const meta = { title: 'Core blocks/Accordion panel', component: CoreAccordionPanel, args: exampleArgs(block) } satisfies Meta<typeof CoreAccordionPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
