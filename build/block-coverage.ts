/**
 * The core-block coverage report: every core block WordPress registers, how the site renders it,
 * and whether the site shows nothing where WordPress shows something. The samples are the corpus
 * WordPress's own editor saved (npm run blocks:corpus); WordPress renders them in a PHP process of
 * the WordPress at `wordpressDir`, the site through the same resolver its pages use.
 */
import { existsSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parseDocument } from 'htmlparser2'
import { findOne } from 'domutils'
import { plainText } from '../content-rules/plain-text.ts'
import type { WordPressAnswer } from './render-in-wordpress.ts'
import { parseBlockMarkup } from '../blocks/markup/parse-blocks.ts'
import { renderBlocksAlone } from '../blocks/render/render-blocks-alone.ts'
import { RenderedTree } from '../renderer/islands/RenderedTree.tsx'
import { getBlock } from '../blocks/registry.ts'
import { AppProviders } from '../renderer/AppProviders.tsx'
import { englishMessages } from '../locales/english.ts'
import { NOT_IN_EDITOR_FILE, corpusFile } from '../blocks/markup/core-fallback/corpus.ts'

/** How the site renders a block. */
export type Rendering = 'own component' | "WordPress's render" | 'saved HTML'

export interface CoverageRow {
  name: string
  rendering: Rendering
  /** Why there is no sample, where there is none. */
  noSample?: string
  wordpressHasContent: boolean
  siteHasContent: boolean
  /** The site shows nothing where WordPress shows something. */
  emptyOnSite: boolean
  /** What the site logged rendering the sample. */
  logged: string[]
}

/** Something a visitor would see: text, or an image, video, audio, frame or rule. */
export function hasContent(html: string): boolean {
  if (plainText(html) !== '') return true
  return findOne((el) => ['img', 'video', 'audio', 'iframe', 'hr', 'svg', 'input'].includes(el.name), parseDocument(html).children, true) !== null
}

/** The sample of every block of the corpus. */
export function corpusSamples(names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => existsSync(corpusFile(name))).map((name) => [name, readFileSync(corpusFile(name), 'utf8')]))
}

/** The site's HTML for a sample, with WordPress's renders of its dynamic blocks. */
async function renderOnSite(markup: string, renders: WordPressAnswer['samples'][string]['renders'], homeUrl: string) {
  const logged: string[] = []
  const logger = { warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) }
  const rendered = await renderBlocksAlone(parseBlockMarkup(markup), { locale: 'en', logger, renders, homeUrl })
  const html = renderToStaticMarkup(
    createElement(AppProviders, { locale: 'en', messages: englishMessages, children: createElement(RenderedTree, { nodes: rendered }) }),
  )
  return { html, logged }
}

/**
 * The report. `ask` answers for the registry and the samples (renderInWordPress); the samples are
 * the corpus's, for the blocks this WordPress registers.
 */
export async function blockCoverage(ask: (samples: Record<string, string>) => Promise<WordPressAnswer>): Promise<CoverageRow[]> {
  const { registry } = await ask({})
  const notInEditor = existsSync(NOT_IN_EDITOR_FILE) ? z.array(z.string()).parse(JSON.parse(readFileSync(NOT_IN_EDITOR_FILE, 'utf8'))) : []
  const samples = corpusSamples(registry.map((block) => block.name))
  const { samples: rendered, home } = await ask(samples)
  const rows: CoverageRow[] = []
  for (const { name, dynamic } of registry) {
    const sample = samples[name]
    const wordpress = rendered[name]
    // A block inside a dynamic one (a comment's date) is part of that one's render.
    const rendering: Rendering = getBlock(name) ? 'own component' : dynamic && wordpress?.renders.length ? "WordPress's render" : 'saved HTML'
    if (sample === undefined || !wordpress) {
      const noSample = notInEditor.includes(name) ? 'not offered by the post editor' : 'missing from the corpus: run npm run blocks:corpus'
      rows.push({ name, rendering, noSample, wordpressHasContent: false, siteHasContent: false, emptyOnSite: false, logged: [] })
      continue
    }
    const site = await renderOnSite(sample, wordpress.renders, home)
    const wordpressHasContent = hasContent(wordpress.html)
    const siteHasContent = hasContent(site.html)
    rows.push({ name, rendering, wordpressHasContent, siteHasContent, emptyOnSite: wordpressHasContent && !siteHasContent, logged: site.logged })
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name))
}

/** The report as a table, flagged rows marked. */
export function formatCoverage(rows: CoverageRow[]): string {
  const width = Math.max(...rows.map((row) => row.name.length))
  const lines = rows.map((row) => {
    const outcome = row.noSample
      ? `no sample (${row.noSample})`
      : row.emptyOnSite
        ? 'EMPTY ON THE SITE, not in WordPress'
        : row.siteHasContent
          ? 'content on both'
          : row.wordpressHasContent
            ? 'content in WordPress only'
            : 'empty in WordPress too'
    return `${row.emptyOnSite ? '✗' : ' '} ${row.name.padEnd(width)}  ${row.rendering.padEnd(18)}  ${outcome}`
  })
  const counts = (['own component', "WordPress's render", 'saved HTML'] as const).map((r) => `${rows.filter((row) => row.rendering === r).length} ${r}`)
  const flagged = rows.filter((row) => row.emptyOnSite).length
  return [...lines, '', `${rows.length} core blocks: ${counts.join(', ')}; ${flagged} empty on the site where WordPress shows content`].join('\n')
}
