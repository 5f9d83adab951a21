import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod'
import type { Locale } from '../locales/locales.ts'
import type { EditorCategory } from './editor-categories.ts'

export interface BlockProps<Attrs, Data = unknown> {
  attrs: Attrs
  /** What `loadData` fetched for this block (content-only blocks that show content-source data). */
  data?: Data
  /** The block's inner blocks, already rendered. */
  children?: ReactNode
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

/**
 * Every fact about a block, stated once. The registry, the browser's island loader, the block
 * stylesheet bundle, Storybook and the WordPress block.json are derived from it.
 */
export interface BlockDefinition<Schema extends z.ZodType = z.ZodType, Data = unknown> {
  /** The exact block name in the block comment, e.g. `site/pricing-table`. */
  name: `site/${string}`
  editor: BlockEditorInfo
  /** Validates (and may transform) the attributes of the block comment; block.json is generated from it. */
  attrs: Schema
  Component: ComponentType<BlockProps<z.output<Schema>, Data>>
  /**
   * Content the block shows from the content source (catalog entries, testimonials…), fetched on the
   * server before the block renders; a failure renders the block's fallback and is logged.
   */
  loadData?: (attrs: z.output<Schema>, context: { locale: Locale }) => Promise<Data>
  /**
   * True for blocks that need the browser (timers, toggles, forms): they are hydrated as islands,
   * and the browser downloads `Component` alone. Content-only blocks are rendered to HTML on the
   * server and cost the client no JavaScript.
   */
  island?: boolean
  /** Pages that show this block load the card checkout provider's script (after hydration). */
  needsCheckout?: boolean
  /** The block's stylesheet, a file in its folder (bundled into the site's CSS). */
  styles?: `${string}.css`
  /**
   * A fixture file in the block's `fixtures/` folder: the attributes of a new block in the editor,
   * the editor's inserter preview and the block's default story.
   */
  example: `${string}.html`
}

/** The folder of a block, named after it: `site/pricing-table` → `pricing-table` (the registry test holds every block to it). */
export function blockFolder(name: string): string {
  return name.slice(name.indexOf('/') + 1)
}

/**
 * Declares a block (the default export of its `index.ts`). The build reads `name`, `island`,
 * `Component` and `styles` from the source (build/block-declarations.ts), so they are written as
 * literals and an imported identifier.
 */
export function defineBlock<Schema extends z.ZodType, Data = unknown>(
  definition: BlockDefinition<Schema, Data>,
): BlockDefinition<Schema, Data> {
  return definition
}

/**
 * Any block, as the registry holds it. The data type is erased (`any`): it is known only to the
 * block's own loadData and Component, which the resolver passes it between unchanged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<z.ZodType, any>
