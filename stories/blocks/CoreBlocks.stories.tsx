import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RenderedTree } from '../../renderer/islands/RenderedTree.tsx'
import { parseBlockMarkup } from '../../blocks/markup/parse-blocks.ts'
import { renderBlocksAlone } from '../../blocks/render/render-blocks-alone.ts'
import type { RenderNode } from '../../renderer/islands/render-node.ts'
import { CORPUS_HOME } from '../../blocks/markup/core-fallback/corpus-home.ts'
import wordpressRenders from '../../blocks/markup/core-fallback/corpus/wordpress-renders.json'
import type { BlockRender } from '../../content-schemas/page.ts'

/** The core-block corpus (npm run blocks:corpus): one sample of every core block, as WordPress's editor saved it. */
const samples = import.meta.glob<string>('../../blocks/markup/core-fallback/corpus/*.html', { query: '?raw', import: 'default', eager: true })

interface Rendered {
  name: string
  nodes: RenderNode[]
  logged: string[]
}

/**
 * Every core block as the site renders it, through the pipeline pages use, with WordPress's renders
 * of the samples' dynamic blocks. Blocks whose content the site reads on the server (latest posts,
 * categories, a query loop) have no content source in Storybook: they show what the site shows
 * when it fails, WordPress's render, and say so; their own stories show them with content.
 */
async function renderCorpus(): Promise<Rendered[]> {
  const renders = wordpressRenders as Record<string, BlockRender[]>
  return Promise.all(
    Object.entries(samples)
      .map(([file, markup]) => ({
        name: `core/${file
          .split('/')
          .pop()!
          .replace(/\.html$/, '')}`,
        markup,
      }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(async ({ name, markup }) => {
        const logged: string[] = []
        const logger = { warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) }
        const nodes = await renderBlocksAlone(parseBlockMarkup(markup), {
          locale: 'en',
          logger,
          renders: renders[name] ?? [],
          homeUrl: CORPUS_HOME,
        })
        return { name, nodes, logged }
      }),
  )
}

function CoreBlockGallery({ blocks }: { blocks: Rendered[] }) {
  return (
    <div className="core-block-gallery">
      {blocks.map((block) => (
        <section key={block.name} aria-label={block.name} style={{ borderBottom: '1px solid var(--line)', padding: '1rem 0' }}>
          <h2 style={{ fontFamily: 'monospace', fontSize: '.9rem', color: 'var(--muted)' }}>{block.name}</h2>
          <RenderedTree nodes={block.nodes} />
          {block.logged.map((line) => (
            <p key={line} style={{ fontSize: '.8rem', color: 'var(--muted)' }}>
              {line}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}

const meta = {
  title: 'Core blocks/Every core block',
  component: CoreBlockGallery,
  args: { blocks: [] as Rendered[] },
  render: (_args, { loaded }) => <CoreBlockGallery blocks={loaded.blocks as Rendered[]} />,
} satisfies Meta<typeof CoreBlockGallery>
export default meta
type Story = StoryObj<typeof meta>

export const Corpus: Story = {
  // The gallery puts every core block side by side, so several menus and paginations share one
  // page, which no real page does; each block alone is checked with the rule on in its own story.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  loaders: [async () => ({ blocks: await renderCorpus() })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('section[aria-label^="core/"]').length).toBe(Object.keys(samples).length)
    await expect(canvas.getByRole('region', { name: 'core/paragraph' })).toHaveTextContent(/\S/)
    await expect(canvasElement.querySelector('script, iframe')).toBeNull()
  },
}
