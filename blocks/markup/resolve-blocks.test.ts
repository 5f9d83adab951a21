import { describe, expect, it } from 'vitest'
import { parseBlockMarkup } from './parse-blocks.ts'
import { resolveBlocks } from './resolve-blocks.ts'
import { collectBlockNames, collectStyledBlocks } from './block-node.ts'
import { renderBlocksAlone } from '../render/render-blocks-alone.ts'
import type { RenderNode } from '../../renderer/islands/render-node.ts'

function capture() {
  const lines: string[] = []
  return { lines, logger: { warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) } }
}

/** Markup through the data step alone: what +data hands to the page. */
async function resolveData(markup: string) {
  const log = capture()
  const nodes = await resolveBlocks(parseBlockMarkup(markup), { locale: 'en', logger: log.logger })
  return { nodes, log: log.lines }
}

/** Markup through the data step, then rendered as a page renders it. */
async function resolve(markup: string, options: { renders?: { path: string; block: string; html: string }[]; homeUrl?: string } = {}) {
  const log = capture()
  const nodes = await renderBlocksAlone(parseBlockMarkup(markup), { locale: 'en', logger: log.logger, ...options })
  return { nodes, log: log.lines }
}

const html = (nodes: RenderNode[]) => nodes.map((n) => (n.kind === 'html' ? n.html : '')).join('')

describe('resolveBlocks', () => {
  it('pre-renders content-only blocks and merges adjacent ones into one static node', async () => {
    const { nodes, log } = await resolve('<!-- wp:site/hero {"heading":"Hello"} /-->\n\n<!-- wp:paragraph --><p>World</p><!-- /wp:paragraph -->')
    expect(log).toEqual([])
    expect(nodes).toHaveLength(1)
    expect(nodes[0]).toMatchObject({ kind: 'html' })
    expect(html(nodes)).toContain('<h1 class="hero__heading">Hello</h1>')
    expect(html(nodes)).toContain('<p>World</p>')
  })

  it('gives content-only blocks rendered apart ids that never collide', async () => {
    const stats = '<!-- wp:site/stats {"heading":"Figures","items":[{"value":"70,000","label":"customers"}]} /-->'
    const { nodes } = await resolve(`${stats}\n\n${stats}`)
    const ids = [...html(nodes).matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThanOrEqual(2)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('renders an unknown block from its sanitized saved HTML and warns naming it', async () => {
    const { nodes, log } = await resolve(
      '<!-- wp:acme/slider --><div class="slider" onclick="steal()"><p>Slide one</p><script>alert(1)</script></div><!-- /wp:acme/slider -->',
    )
    expect(html(nodes)).toBe('<div class="slider"><p>Slide one</p></div>')
    expect(log).toEqual([expect.stringMatching(/^warn \[blocks\] unknown block 'acme\/slider'/)])
  })

  it('renders the fallback of a block with bad attributes and names the failing field', async () => {
    const { nodes, log } = await resolve(
      '<!-- wp:site/pricing-table {"plans":[{"name":"Gold","description":"x","prices":{},"features":[],"cta":{"label":"Buy","href":"/x/"}}]} --><p>Pricing is on its way.</p><!-- /wp:site/pricing-table -->',
    )
    expect(html(nodes)).toBe('<p>Pricing is on its way.</p>')
    expect(log).toHaveLength(1)
    expect(log[0]).toMatch(/site\/pricing-table: invalid attributes \(plans\.0\.name: /)
  })

  it('marks, in a preview for editors, each block with its path and what went wrong with the ones shown from saved HTML', async () => {
    const log = capture()
    const nodes = await renderBlocksAlone(
      parseBlockMarkup(
        [
          '<!-- wp:paragraph --><p>Fine</p><!-- /wp:paragraph -->',
          '<!-- wp:site/pricing-table {"periods":["annual"],"plans":[{"name":"Starter","description":"x","prices":{"annual":-5},"features":[],"cta":{"label":"Buy","href":"/x/"}}]} --><p>Old prices</p><!-- /wp:site/pricing-table -->',
          '<!-- wp:acme/slider --><p>Slide</p><!-- /wp:acme/slider -->',
        ].join('\n\n'),
      ),
      { locale: 'en', logger: log.logger, markPaths: true },
    )
    const markup = html(nodes)
    expect(markup).toContain('<site-block data-block-path="0" data-block-title="Paragraph"><p>Fine</p></site-block>')
    expect(markup).toMatch(
      /<site-block data-block-path="1" data-block-title="Pricing table" data-block-problem-kind="invalid" data-block-problem="plans\.0\.prices[^"]*"><p>Old prices<\/p>/,
    )
    expect(markup).toContain(
      `data-block-path="2" data-block-title="Slider" data-block-problem-kind="unknown" data-block-problem="'acme/slider' is no block of this site's"`,
    )
    // A public page carries none of it.
    const plain = html(
      await renderBlocksAlone(parseBlockMarkup('<!-- wp:acme/slider --><p>Slide</p><!-- /wp:acme/slider -->'), { locale: 'en', logger: log.logger }),
    )
    expect(plain).not.toMatch(/site-block|data-block-/)
  })

  it('rejects javascript: links in block attributes', async () => {
    const { nodes, log } = await resolve('<!-- wp:site/hero {"heading":"x","primaryCta":{"label":"Go","href":"javascript:alert(1)"}} /-->')
    expect(html(nodes)).not.toContain('javascript')
    expect(log[0]).toMatch(/primaryCta\.href: URL scheme is not allowed/)
  })

  it('fills core blocks with their rendered inner blocks', async () => {
    const { nodes } = await resolve(
      '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:site/hero {"heading":"In a column","level":2} /--></div><!-- /wp:column --></div><!-- /wp:columns -->',
    )
    expect(html(nodes)).toBe(
      '<div class="wp-block-columns"><div class="wp-block-column"><section class="hero"><div class="hero__text"><h2 class="hero__heading">In a column</h2></div></section></div></div>',
    )
  })

  it('makes a frame of a core block that wraps an island, keeping static siblings separate', async () => {
    const { nodes } = await resolveData(
      '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph --><!-- wp:site/newsletter {"heading":"Tips"} /--></div><!-- /wp:group -->',
    )
    expect(nodes).toHaveLength(1)
    const frame = nodes[0]
    expect(frame?.kind).toBe('frame')
    if (frame?.kind !== 'frame') return
    expect(frame.html).toMatch(
      /^<div class="wp-block-group"><site-slot data-slot="[0-9a-f]{8}:0"><\/site-slot><site-slot data-slot="[0-9a-f]{8}:1"><\/site-slot><\/div>$/,
    )
    expect(frame.slots.map((s) => s.kind)).toEqual(['html', 'block'])
    expect([...collectBlockNames(nodes)]).toEqual(['site/newsletter'])
    const [rendered] = (
      await resolve(
        '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph --><!-- wp:site/newsletter {"heading":"Tips"} /--></div><!-- /wp:group -->',
      )
    ).nodes
    expect(rendered?.kind === 'frame' && rendered.slots.map((s) => s.kind)).toEqual(['html', 'island'])
  })

  describe('the record of the styled blocks a tree renders (what the page carries the stylesheets of)', () => {
    it('records the blocks with a stylesheet on the node holding their markup, merged nodes keeping both', async () => {
      const { nodes } = await resolveData(
        '<!-- wp:site/hero {"heading":"Hello"} /-->\n\n<!-- wp:paragraph --><p>World</p><!-- /wp:paragraph -->\n\n<!-- wp:site/stats {"items":[{"value":"1","label":"x"}]} /-->',
      )
      expect(collectStyledBlocks(nodes)).toEqual(new Set(['site/hero', 'site/stats']))
      // Rendered, they merge into one node, as before.
      expect((await resolve('<!-- wp:site/hero {"heading":"Hello"} /-->\n\n<!-- wp:paragraph --><p>World</p><!-- /wp:paragraph -->')).nodes).toHaveLength(1)
    })

    it('records nothing for blocks without a stylesheet', async () => {
      const { nodes } = await resolveData('<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph --><!-- wp:core/home-link {"label":"Home"} /-->')
      expect(nodes.every((node) => !('styles' in node))).toBe(true)
      expect(collectStyledBlocks(nodes).size).toBe(0)
    })

    it('records a core block rendered from its saved HTML, and the styled blocks inside one that has no stylesheet of its own', async () => {
      const { nodes } = await resolveData(
        '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:site/hero {"heading":"In a column","level":2} /--></div><!-- /wp:column --></div><!-- /wp:columns -->' +
          '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="/blog/">Blog</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
      )
      expect([...collectStyledBlocks(nodes)].sort()).toEqual(['core/button', 'site/hero'])
    })

    it('records a block shown by its fallback (its saved HTML carries its classes)', async () => {
      const { nodes, log } = await resolveData('<!-- wp:site/hero {"heading":42} /-->')
      expect(log).toEqual([expect.stringMatching(/site\/hero: invalid attributes/)])
      expect([...collectStyledBlocks(nodes)]).toEqual(['site/hero'])
    })

    it('records an island on itself and the static blocks beside it in a frame on their own nodes', async () => {
      const { nodes } = await resolveData(
        '<!-- wp:group --><div class="wp-block-group"><!-- wp:site/hero {"heading":"Hi","level":2} /--><!-- wp:site/newsletter {"heading":"Tips"} /--></div><!-- /wp:group -->',
      )
      const frame = nodes[0]
      if (frame?.kind !== 'frame') throw new Error('expected a frame')
      expect(frame.styles).toBeUndefined()
      expect(frame.slots.map((slot) => slot.styles)).toEqual([['site/hero'], ['site/newsletter']])
      expect([...collectStyledBlocks({ page: { blocks: nodes } })].sort()).toEqual(['site/hero', 'site/newsletter'])
    })

    it("records the styled blocks inside WordPress's render of a block (it holds their markup)", async () => {
      const markup =
        '<!-- wp:latest-comments --><!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="/">Go</a></div><!-- /wp:button --></div><!-- /wp:buttons --><!-- /wp:latest-comments -->'
      const renders = [
        { path: '0', block: 'core/latest-comments', html: '<div class="wp-block-button"><a class="wp-block-button__link" href="/">Go</a></div>' },
      ]
      const nodes = await resolveBlocks(parseBlockMarkup(markup), { locale: 'en', renders })
      expect(nodes).toEqual([expect.objectContaining({ kind: 'html', styles: ['core/button'] })])
    })
  })

  describe("WordPress's renders of dynamic blocks", () => {
    const markup = [
      '<!-- wp:paragraph --><p>Intro</p><!-- /wp:paragraph -->',
      '<!-- wp:archives /-->',
      '<!-- wp:group --><div class="wp-block-group"><!-- wp:tag-cloud /--><!-- wp:site-title /--></div><!-- /wp:group -->',
      '<!-- wp:page-list --><!-- wp:site/hero {"heading":"Inside"} /--><!-- /wp:page-list -->',
    ].join('\n\n')
    const renders = [
      { path: '1', block: 'core/archives', html: '<ul><li><a href="http://cms.test/date/2026/11/">November 2026</a></li></ul><script>alert(1)</script>' },
      { path: '2.0', block: 'core/tag-cloud', html: '<p class="wp-block-tag-cloud"><a href="http://cms.test/tag/dokan/">Dokan</a></p>' },
      { path: '3', block: 'core/page-list', html: '<ul><li>WordPress cannot render the hero</li></ul>' },
    ]

    it('renders a dynamic core block as WordPress did, sanitized, its links made the site own, found by its path', async () => {
      const { nodes } = await resolve(markup, { renders, homeUrl: 'http://cms.test' })
      const out = html(nodes)
      expect(out).toContain('<ul><li><a href="/date/2026/11/">November 2026</a></li></ul>')
      expect(out).not.toContain('<script')
      expect(out).toContain('<div class="wp-block-group"><p class="wp-block-tag-cloud"><a href="/tag/dokan/">Dokan</a></p></div>')
    })

    it("keeps the site's rendering of a block that holds a site block (WordPress would lose it)", async () => {
      const { nodes } = await resolve(markup, { renders, homeUrl: 'http://cms.test' })
      expect(html(nodes)).toContain('Inside')
      expect(html(nodes)).not.toContain('WordPress cannot render the hero')
    })

    it('renders the saved HTML when WordPress rendered nothing for that path', async () => {
      const { nodes } = await resolve(markup)
      expect(html(nodes)).toContain('<p>Intro</p>')
      expect(html(nodes)).not.toContain('November 2026')
    })
  })
})
