import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod'
import type { Locale } from '../content-rules/locales.ts'
import type { EditorCategory } from './editor-categories.ts'
import type { ParsedBlock } from '../content-schemas/block.ts'
import type { CmsClient } from '../cms/client.ts'
import type { HydrateWhen } from '../renderer/islands/hydrate-when.ts'

export interface BlockProps<Attrs, Data = unknown> {
  attrs: Attrs
  /** What `loadData` fetched for this block (content-only blocks that show content-source data). */
  data?: Data
  /** The block's inner blocks, already rendered. */
  children?: ReactNode
}

/** What a block's loadData knows of the page: its language, its path and the URL parameters blocks read (a query loop's page). */
export interface BlockDataContext {
  /** The content client the page was given (pageContext.cms). */
  cms: CmsClient
  locale: Locale
  /** The page's own path, without its language prefix (a query loop links its pages there). */
  pagePath: string
  /** `query-{id}-page` parameters of the page's URL, as WordPress's query loops name their pages. */
  blockParams: Record<string, string>
}

/** The URL parameters a block may read (a query loop's `query-{id}-page`), from a URL's search. */
export function blockParamsOf(search: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter(([name, value]) => /^query-\d+-page$/.test(name) && /^\d{1,4}$/.test(value)))
}

/** How the block appears in the WordPress block editor (written into its generated block.json). */
export interface BlockEditorInfo {
  /** The inserter's name of the block, e.g. "Pricing table". */
  title: string
  /** One sentence for the inserter and the block's sidebar. */
  description: string
  category: EditorCategory
  /** A Dashicons name (https://developer.wordpress.org/resource/dashicons/), without `dashicons-`. */
  icon: string
  /** Other words a marketer may type in the inserter's search. */
  keywords?: string[]
}

/** What every block declares, the site's own and WordPress's core blocks the site renders itself. */
interface BlockFacts<Schema extends z.ZodType, Data> {
  /** Validates (and may transform) the attributes of the block comment; block.json is generated from it. */
  attrs: Schema
  /**
   * Core blocks: the attributes WordPress keeps outside the block's comment, read from the parsed
   * block: in its saved HTML (block.json `source` attributes, such as a button's text) or in its
   * inner blocks (the fields a query loop shows of each post).
   */
  savedAttrs?: (block: ParsedBlock) => Record<string, unknown>
  Component: ComponentType<BlockProps<z.output<Schema>, Data>>
  /**
   * Content the block shows from the content source (catalog entries, testimonials…), fetched on the
   * server before the block renders; a failure renders the block's fallback and is logged.
   */
  loadData?: (attrs: z.output<Schema>, context: BlockDataContext) => Promise<Data>
  /**
   * When what the block shows stops being true by itself (a countdown's end, the day a job deadline
   * passes; ms since the epoch): a cached page showing it is not kept past that moment.
   */
  validUntil?: (attrs: z.output<Schema>) => number | null
  /**
   * True for blocks that need the browser (timers, toggles, forms): they are hydrated as islands,
   * and the browser downloads `Component` alone. Content-only blocks are rendered to HTML on the
   * server and cost the client no JavaScript.
   */
  island?: boolean
  /**
   * When the browser hydrates the island: `visible` (the default) as it nears the screen, for blocks
   * that change by themselves (a countdown); `interaction` when the visitor points at, touches or
   * focuses it, for blocks that wait for the visitor (forms, toggles): until then they cost nothing
   * (renderer/islands/hydrate-when.ts).
   */
  hydrate?: HydrateWhen
  /**
   * An island that is plain content for some attributes (an embed shown as a link card): for those
   * it is rendered on the server like a content-only block and costs the client nothing.
   */
  islandWhen?: (attrs: z.output<Schema>) => boolean
  /**
   * Core blocks: attributes whose content only WordPress holds (a menu kept as its own post): for
   * those the site shows WordPress's render of the block instead of its component.
   */
  renderedByWordPress?: (attrs: z.output<Schema>) => boolean
  /** Pages that show this block load the card checkout provider's script (after hydration). */
  needsCheckout?: boolean
  /**
   * The block's stylesheet, a file in its folder: a page that renders the block carries it
   * (markup/block-node.ts records it, render/block-stylesheets.ts links it); Storybook carries them all.
   */
  styles?: `${string}.css`
  /**
   * The blocks whose stylesheets a render of these attributes needs, where that is not the block's
   * own `styles`: core/embed shows a video with site/video's component, a link card with its own.
   */
  stylesheetsFor?: (attrs: z.output<Schema>) => string[]
  /**
   * A fixture file in the block's `fixtures/` folder (or its `fixturesOf` block's): the attributes of
   * a new block in the editor, the editor's inserter preview and the block's default story.
   */
  example: `${string}.html`
  /**
   * The block whose fixtures hold this one's markup: a block WordPress only saves inside its parent
   * (an accordion's item, a menu's link) is found in the parent's fixtures, not in a copy of them.
   */
  fixturesOf?: string
}

/**
 * Every fact about a block, stated once. The registry, the browser's island loader, the block
 * stylesheet bundle, Storybook and the WordPress block.json are derived from it. A site block
 * (`site/…`) says how the editor shows it; a core block (`core/…`, WordPress's own, which the site
 * renders with a component of its own) is WordPress's to describe.
 */
export type BlockDefinition<Schema extends z.ZodType = z.ZodType, Data = unknown> = BlockFacts<Schema, Data> &
  (
    | {
        /** The exact block name in the block comment, e.g. `site/pricing-table`. */
        name: `site/${string}`
        editor: BlockEditorInfo
      }
    | { name: `core/${string}`; editor?: undefined }
  )

/**
 * The folder of a block, named after it: `site/pricing-table` → `pricing-table`, `core/embed` →
 * `core-embed` (the registry test holds every block to it).
 */
export function blockFolder(name: string): string {
  const [namespace, local] = name.split('/')
  return namespace === 'core' ? `core-${local}` : (local ?? name)
}

/** The folder a block's fixtures are in: its own, or its `fixturesOf` block's. */
export function fixtureFolder(definition: { name: string; fixturesOf?: string }): string {
  return blockFolder(definition.fixturesOf ?? definition.name)
}

/**
 * Declares a block (the default export of its `index.ts`). The build reads `name`, `island`,
 * `Component` and `styles` from the source (build/block-declarations.ts), so they are written as
 * literals and an imported identifier.
 */
export function defineBlock<Schema extends z.ZodType, Data = unknown>(definition: BlockDefinition<Schema, Data>): BlockDefinition<Schema, Data> {
  return definition
}

/** What a block's schema validates: its comment's attributes and, for a core block, those its saved HTML keeps. */
export function attrsInput(definition: Pick<AnyBlockDefinition, 'savedAttrs'>, block: ParsedBlock): unknown {
  return definition.savedAttrs ? { ...block.attrs, ...definition.savedAttrs(block) } : block.attrs
}

/**
 * Any block, as the registry holds it. The data type is erased (`any`): it is known only to the
 * block's own loadData and Component, which the resolver passes it between unchanged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<z.ZodType, any>

/** A block of this site (one the editor learns from its generated block.json). */
export type SiteBlockDefinition = Extract<AnyBlockDefinition, { name: `site/${string}` }>

export const isSiteBlock = (definition: AnyBlockDefinition): definition is SiteBlockDefinition => definition.name.startsWith('site/')
