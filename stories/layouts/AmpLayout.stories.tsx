import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyData } from 'virtual:story-data'
import { AmpLayout } from '../../layouts/AmpLayout.tsx'
import { ampCss } from '../../templates/blog/amp-css.ts'
import { AmpPost } from '../../templates/blog/AmpPost.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

const { amp } = storyData.blog
const year = new Date(RENDERED_AT).getUTCFullYear()

/**
 * SPEC §2 AMP layout around the AMP version of the story data's post (pages/amp-post/+data.ts), with
 * the CSS the AMP page inlines; without AMP's runtime its images stay empty boxes.
 */
const meta = {
  title: 'Layout/AmpLayout',
  component: AmpLayout,
  args: { year, children: null },
  parameters: { frame: true },
  decorators: [onPage({ urlPathname: amp.path, renderedAt: RENDERED_AT, data: amp.data })],
  render: (args) => (
    <>
      <style>{ampCss}</style>
      <AmpLayout {...args}>
        <AmpPost post={amp.data.post} />
      </AmpLayout>
    </>
  ),
} satisfies Meta<typeof AmpLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Post: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement.querySelector<HTMLElement>('.amp-header')!).getByRole('link', { name: 'weDevs' })).toHaveAttribute('href', '/')
    const main = canvas.getByRole('main')
    await expect(within(main).getByRole('heading', { level: 1, name: amp.data.post.title })).toBeVisible()
    await expect(within(main).getByRole('link', { name: 'View the full version of this post' })).toHaveAttribute('href', amp.data.post.canonicalPath)
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${year} weDevs. All rights reserved.`)
  },
}
