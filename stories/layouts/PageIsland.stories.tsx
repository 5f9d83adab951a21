import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { PageIsland } from '../../renderer/islands/PageIsland.tsx'
import siteHeader from '../../layouts/site-header.island.ts'
import { headerSettings } from '../../layouts/Header.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** The header island as DefaultLayout places it: its server HTML and what the browser hydrates it with. */
function HeaderAsServed() {
  return <PageIsland island={siteHeader} props={{ settings: headerSettings(storyData.settings) }} />
}

/**
 * A part of the frame the browser hydrates on its own (the header, the popups): here the header,
 * as the page's HTML has it before the visitor reaches for it (nothing in it responds yet).
 */
const meta = {
  title: 'Layout/PageIsland',
  component: HeaderAsServed,
  parameters: { frame: true },
  decorators: [onPage({ urlPathname: '/dokan/', renderedAt: RENDERED_AT })],
} satisfies Meta<typeof HeaderAsServed>
export default meta
type Story = StoryObj<typeof meta>

export const HeaderAsTheServerRendersIt: Story = {
  play: async ({ canvas, canvasElement }) => {
    const island = canvasElement.querySelector<HTMLElement>('[data-island="site-header"]')!
    await expect(island).toHaveAttribute('data-hydrate', 'interaction')
    await expect(island).toHaveAttribute('data-island-id', 'site-header-')
    await expect(JSON.parse(island.dataset.props!)).toEqual({ settings: headerSettings(storyData.settings) })
    // The page's facts (its language, clock, path, campaign) are the page's, written once in #page-facts, not on each island.
    await expect(island.dataset.context).toBeUndefined()
    // Its HTML: the header, with the ids the browser will hydrate it with.
    const header = within(island).getByRole('banner')
    await expect(within(header).getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('id', expect.stringMatching(/^_site-header-/))
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toBeVisible()
  },
}
