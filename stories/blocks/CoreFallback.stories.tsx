import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RenderedTree } from '../../renderer/islands/RenderedTree.tsx'
import { parseBlockMarkup } from '../../blocks/markup/parse-blocks.ts'
import { renderBlocksAlone } from '../../blocks/render/render-blocks-alone.ts'
import type { RenderNode } from '../../renderer/islands/render-node.ts'
import article from '../../blocks/markup/core-fallback/fixtures/article.html?raw'
import hostile from '../../blocks/markup/core-fallback/fixtures/hostile.html?raw'

/** Core and unknown blocks, through the same pipeline pages use: saved HTML, sanitized. */
const meta = {
  title: 'Blocks/Core fallback',
  component: RenderedTree,
  args: { nodes: [] as RenderNode[] },
  render: (_args, { loaded }) => <RenderedTree nodes={loaded.nodes as RenderNode[]} />,
} satisfies Meta<typeof RenderedTree>
export default meta
type Story = StoryObj<typeof meta>

const resolved = (markup: string) => async () => ({
  nodes: await renderBlocksAlone(parseBlockMarkup(markup), { locale: 'en', logger: { warn() {}, error() {} } }),
})

export const Article: Story = {
  loaders: [resolved(article)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Why marketplaces choose Dokan' })).toBeInTheDocument()
    await expect(canvas.getByText('We launched with 12 vendors and had 300 a year later.')).toBeInTheDocument()
  },
}

export const HostileMarkup: Story = {
  loaders: [resolved(hostile)],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'a good one' })).toHaveAttribute('href', '/docs/')
    await expect(canvas.getByText('a poisoned link')).not.toHaveAttribute('href')
    await expect(canvas.getByText('Saved HTML of a block this site does not know.')).toBeInTheDocument()
    await expect(canvasElement.querySelector('script, iframe, base, meta, [onerror], [onmouseover]')).toBeNull()
    await expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  },
}
