import { describe, expect, it, vi } from 'vitest'
import type { ComponentProps } from 'react'
import { parseBlockMarkup } from '../markup/parse-blocks.ts'
import { resolveBlocks } from '../markup/resolve-blocks.ts'
import { prerenderBlocks } from './prerender-blocks.ts'
import { withRenders } from '../markup/block-node.ts'
import { islandProps, type RenderNode } from '../../renderer/islands/render-node.ts'
import { pageFactsOf } from '../../renderer/usePageFacts.ts'
import { englishMessages } from '../../locales/english.ts'
import pricing from '../pricing-table/fixtures/dokan.html?raw'
import demoFormB from '../demo-form/fixtures/b.html?raw'
import { loadMessages } from '../../locales/messages.ts'
import type { PageFacts } from '../../renderer/page-facts.ts'

/** A block whose component throws, by name, and how often each block's component ran (set by a test). */
const blocks = vi.hoisted(() => ({ broken: null as string | null, renders: new Map<string, number>() }))
vi.mock('../registry.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../registry.ts')>()
  const throwing = () => {
    throw new Error('boom')
  }
  const counted = (name: string) => {
    const definition = actual.getBlock(name)
    if (!definition) return undefined
    const { Component } = definition
    const Counting = (props: ComponentProps<typeof Component>) => {
      blocks.renders.set(name, (blocks.renders.get(name) ?? 0) + 1)
      return <Component {...props} />
    }
    return { ...definition, Component: name === blocks.broken ? throwing : Counting }
  }
  return { ...actual, getBlock: counted }
})

const FACTS: PageFacts = pageFactsOf(undefined, { locale: 'en', renderedAt: Date.UTC(2026, 10, 27, 12) })
const CAMPAIGN: NonNullable<PageFacts['campaign']> = {
  endDate: '2026-12-02 23:59:59',
  campaignType: 'black-friday',
  activeProduct: 'dokan',
  banner: 'Black Friday: half price',
  popup: {
    title: 'Half price',
    text: '',
    image: null,
    buttonText: 'Get it',
    colors: { background: '#000', text: '#fff', button: '#f00', buttonText: '#fff' },
    storageKey: 'bf-2026',
  },
}

function capture() {
  const lines: string[] = []
  return { lines, logger: { warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) } }
}

/** A tree as the block-tree cache keeps it (blocks/markup/resolve-markup.ts): with its renders beside it. */
async function tree(markup: string, locale: 'en' | 'es' = 'en') {
  return withRenders({ idPrefix: 'b', locale, nodes: await resolveBlocks(parseBlockMarkup(markup), { locale }) })
}

const html = (nodes: RenderNode[]) => nodes.map((n) => (n.kind === 'html' ? n.html : '')).join('')

describe('prerenderBlocks (the page render step that turns block trees into HTML)', () => {
  it('renders interactive blocks as islands with the page facts: their validated attributes, their HTML rendered as their own root', async () => {
    const nodes = prerenderBlocks(await tree('<!-- wp:site/newsletter {"heading":"Tips"} /-->'), { facts: FACTS, messages: englishMessages })
    expect(nodes).toEqual([
      {
        kind: 'island',
        name: 'site/newsletter',
        id: 'b-0-',
        when: 'interaction',
        attrs: expect.objectContaining({ heading: 'Tips' }),
        children: [],
        html: expect.stringMatching(/^<section class="newsletter[\s\S]*Tips[\s\S]*<form/),
        locale: undefined,
      },
    ])
  })

  it("renders an island's form with this visitor's outcome when the page facts name it, and no other", async () => {
    const data = await tree('<!-- wp:site/newsletter {"heading":"Tips"} /--><!-- wp:site/newsletter {"heading":"More"} /-->')
    const formNotice = { form: 'b-1-', kind: 'newsletter' as const, outcome: 'invalid' as const, values: { email: 'ana@example' }, invalid: ['email'] }
    const nodes = prerenderBlocks(data, { facts: { ...FACTS, formNotice }, messages: englishMessages })
    const [first, second] = nodes.map((node) => (node.kind === 'island' ? (node.html ?? '') : ''))
    expect(second).toContain('value="ana@example"')
    expect(first).not.toContain('ana@example')
  })

  it('replaces a block that throws while rendering with its fallback, and logs it, the rest of the page rendered', async () => {
    blocks.broken = 'site/newsletter'
    try {
      const log = capture()
      const data = await tree(
        '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph --><!-- wp:site/newsletter {"heading":"Tips"} /--><!-- wp:paragraph --><p>After</p><!-- /wp:paragraph -->',
      )
      const nodes = prerenderBlocks(data, { facts: FACTS, messages: englishMessages, logger: log.logger })
      expect(nodes.map((n) => n.kind)).toEqual(['html'])
      expect(html(nodes)).toBe('<p>Before</p><p>After</p>')
      expect(log.lines).toEqual([expect.stringMatching(/^error \[blocks\] site\/newsletter failed to render \(boom\); rendering its fallback$/)])
      // The same tree again (the content cache keeps it): the fallback, not another failure in the log.
      prerenderBlocks(data, { facts: FACTS, messages: englishMessages, logger: log.logger })
      expect(log.lines).toHaveLength(1)
    } finally {
      blocks.broken = null
    }
  })

  it('renders a content block once per tree the content cache keeps, and an island again only when a fact its render read changed', async () => {
    const data = await tree(`<!-- wp:site/hero {"heading":"Hello"} /-->${pricing}${demoFormB.replace('"display":"inline"', '"display":"exit-intent"')}`)
    blocks.renders.clear()
    const first = prerenderBlocks(data, { facts: FACTS, messages: englishMessages })
    // Another request for the page: another render time and query string.
    const later = { ...FACTS, renderedAt: FACTS.renderedAt + 1000, search: '?utm_source=x' }
    expect(prerenderBlocks(data, { facts: later, messages: englishMessages })).toEqual(first)
    expect(blocks.renders.get('site/hero')).toBe(1)
    // The pricing table reads only the language; the demo form on exit intent also the running campaign.
    expect(blocks.renders.get('site/pricing-table')).toBe(1)
    expect(blocks.renders.get('site/demo-form')).toBe(1)
    const campaign = { ...later, campaign: { ...CAMPAIGN }, campaignEndsAt: later.renderedAt + 86_400_000 }
    prerenderBlocks(data, { facts: campaign, messages: englishMessages })
    expect(blocks.renders.get('site/pricing-table')).toBe(1)
    expect(blocks.renders.get('site/demo-form')).toBe(2)
    // Back to the facts of the first render: its HTML again, not another render.
    prerenderBlocks(data, { facts: FACTS, messages: englishMessages })
    expect(blocks.renders.get('site/demo-form')).toBe(2)
  })

  it("renders a tree in its content's language where the page's is another, its islands saying so", async () => {
    await loadMessages('es')
    const data = await tree('<!-- wp:site/newsletter {"heading":"Tips"} /-->', 'en')
    const spanishPage = { ...FACTS, locale: 'es' as const }
    const [island] = prerenderBlocks(data, { facts: spanishPage, messages: await loadMessages('es') })
    expect(island).toMatchObject({ kind: 'island', locale: 'en' })
    expect(island?.kind === 'island' && island.html).toContain(englishMessages['newsletter.subscribe'])
  })

  it('hands the browser what hydration needs and not the HTML the page already has', () => {
    const island: Extract<RenderNode, { kind: 'island' }> = {
      kind: 'island',
      name: 'site/tabs',
      id: 'b-0-',
      when: 'visible',
      attrs: {},
      html: '<div>Island</div>',
      children: [
        { kind: 'frame', html: '<div><site-slot data-slot="x:0"></site-slot></div>', slots: [{ kind: 'html', id: 'b1', html: '<p>Static</p>' }] },
        { kind: 'island', name: 'site/video', id: 'b-1-', when: 'visible', attrs: {}, children: [], html: '<p>Inner island</p>' },
      ],
    }
    const props = islandProps(island)
    expect(JSON.stringify(props)).not.toMatch(/Static|Island/)
    expect(props.children).toEqual([
      { kind: 'frame', html: '<div><site-slot data-slot="x:0"></site-slot></div>', slots: [{ kind: 'html', id: 'b1' }] },
      { kind: 'island', name: 'site/video', id: 'b-1-', when: 'visible', attrs: {}, children: [] },
    ])
  })
})
