import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import accordion from '../../blocks/core-accordion/index.ts'
import { CoreAccordionItem } from '../../blocks/core-accordion-item/CoreAccordionItem.tsx'
import { CoreAccordionHeading } from '../../blocks/core-accordion-heading/CoreAccordionHeading.tsx'
import { CoreAccordionPanel } from '../../blocks/core-accordion-panel/CoreAccordionPanel.tsx'
import { type BlockArgs, blockStory } from './block-story.tsx'

/** WordPress's accordion as the site renders it: details elements, no script. */
const meta = {
  title: 'Core blocks/Accordion',
  ...blockStory(accordion, {
    children: (
      <>
        <CoreAccordionItem attrs={{ openByDefault: true }}>
          <CoreAccordionHeading attrs={{ title: 'Can I try Dokan before I buy?', level: 3 }} />
          <CoreAccordionPanel attrs={{}}>
            <p>Yes: Dokan Lite is free on WordPress.org.</p>
          </CoreAccordionPanel>
        </CoreAccordionItem>
        <CoreAccordionItem attrs={{ openByDefault: false }}>
          <CoreAccordionHeading attrs={{ title: 'Do you support multisite?', level: 3 }} />
          <CoreAccordionPanel attrs={{}}>
            <p>Yes, network-activated or per site.</p>
          </CoreAccordionPanel>
        </CoreAccordionItem>
      </>
    ),
  }),
} satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Faq: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yes, network-activated or per site.')).not.toBeVisible()
    await userEvent.click(canvas.getByText('Do you support multisite?'))
    await expect(canvas.getByText('Yes, network-activated or per site.')).toBeVisible()
  },
}
