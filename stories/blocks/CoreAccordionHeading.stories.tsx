import type { Meta, StoryObj } from '@storybook/react-vite'
import block from '../../blocks/core-accordion-heading/index.ts'
import { CoreAccordionHeading } from '../../blocks/core-accordion-heading/CoreAccordionHeading.tsx'
import { exampleArgs } from './block-story.tsx'

/** A part of WordPress's accordion as the site renders it (the whole: Core blocks/Accordion). */
const meta = { title: 'Core blocks/Accordion heading', component: CoreAccordionHeading, args: exampleArgs(block) } satisfies Meta<typeof CoreAccordionHeading>
export default meta
type Story = StoryObj<typeof meta>

export const Example: Story = {}
