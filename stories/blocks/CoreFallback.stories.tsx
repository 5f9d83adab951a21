import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BlockTree } from '../../blocks/BlockTree.tsx'
import { parseBlockMarkup } from '../../blocks/parse-blocks.ts'
import { resolveBlocks } from '../../blocks/resolve-blocks.tsx'
import type { RenderNode } from '../../blocks/render-node.ts'
import { englishMessages } from '../../locales/english.ts'
import article from '../../blocks/core-fallback/fixtures/article.html?raw'
import hostile from '../../blocks/core-fallback/fixtures/hostile.html?raw'

/** Core and unknown blocks, through the same pipeline pages use: saved HTML, sanitized. */
const meta = {
  title: 'Blocks/Core fallback',
  component: BlockTree,
  args: { nodes: [] as RenderNode[] },
  render: (_args, { loaded }) => <BlockTree nodes={loaded.nodes as RenderNode[]} />,
} satisfies Meta<typeof BlockTree>
export default meta
type Story = StoryObj<typeof meta>

const resolved = (markup: string) => async () => ({
  nodes: await resolveBlocks(parseBlockMarkup(markup), { locale: 'en', messages: englishMessages, logger: { warn() {}, error() {} } }),
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
