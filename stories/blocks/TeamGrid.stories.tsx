import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import teamGrid from '../../blocks/team-grid/index.ts'
import leadership from '../../blocks/team-grid/fixtures/leadership.html?raw'
import productTeams from '../../blocks/team-grid/fixtures/product-teams.html?raw'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'

const meta = { title: 'Blocks/TeamGrid', ...blockStory(teamGrid) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>

export const Leadership: Story = {
  args: argsFromFixture(teamGrid, leadership),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Leadership' })).toBeVisible()
    const founder = canvas.getByRole('heading', { level: 3, name: 'Tareq Hasan' }).closest('li')
    if (!founder) throw new Error('the founder has no card')
    await expect(within(founder).getByText('Founder & CEO')).toBeVisible()
    await expect(within(founder).getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/tareq1988')
  },
}

export const ProductTeams: Story = {
  args: argsFromFixture(teamGrid, productTeams),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    // Without photos every member gets a round initials avatar of equal size.
    const avatars = [...canvasElement.querySelectorAll<HTMLElement>('.team-grid__initials')]
    await expect(avatars.map((a) => a.textContent)).toEqual(['SA', 'MR', 'IH', 'TA'])
    const sizes = new Set(avatars.map((a) => `${a.offsetWidth}x${a.offsetHeight}`))
    await expect(sizes.size).toBe(1)
  },
}
