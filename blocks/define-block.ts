import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod'

export interface BlockProps<Attrs> {
  attrs: Attrs
  /** The block's inner blocks, already rendered. */
  children?: ReactNode
}

export interface BlockDefinition<Schema extends z.ZodType = z.ZodType> {
  /** The exact block name in the block comment, e.g. `site/pricing-table`. */
  name: string
  /** Validates (and may transform) the attributes of the block comment. */
  attrs: Schema
  Component: ComponentType<BlockProps<z.output<Schema>>>
  /**
   * True for blocks that need the browser (timers, toggles, forms): they are hydrated as islands.
   * Content-only blocks are rendered to HTML on the server and cost the client no JavaScript.
   */
  interactive?: boolean
}

export function defineBlock<Schema extends z.ZodType>(definition: BlockDefinition<Schema>): BlockDefinition<Schema> {
  return definition
}

export type AnyBlockDefinition = BlockDefinition<z.ZodType>
