import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod'
import type { Locale } from '../locales/locales.ts'

export interface BlockProps<Attrs, Data = unknown> {
  attrs: Attrs
  /** What `loadData` fetched for this block (content-only blocks that show content-source data). */
  data?: Data
  /** The block's inner blocks, already rendered. */
  children?: ReactNode
}

export interface BlockDefinition<Schema extends z.ZodType = z.ZodType, Data = unknown> {
  /** The exact block name in the block comment, e.g. `site/pricing-table`. */
  name: string
  /** Validates (and may transform) the attributes of the block comment. */
  attrs: Schema
  Component: ComponentType<BlockProps<z.output<Schema>, Data>>
  /**
   * Content the block shows from the content source (catalog entries, testimonials…), fetched on the
   * server before the block renders; a failure renders the block's fallback and is logged.
   */
  loadData?: (attrs: z.output<Schema>, context: { locale: Locale }) => Promise<Data>
  /**
   * True for blocks that need the browser (timers, toggles, forms): they are hydrated as islands.
   * Content-only blocks are rendered to HTML on the server and cost the client no JavaScript.
   */
  interactive?: boolean
}

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
