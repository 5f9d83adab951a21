import type { ComponentType } from 'react'
import type { HydrateWhen } from './hydrate-when.ts'

/**
 * A piece of the site's frame or of a template that the browser hydrates on its own (the header,
 * the popups, the docs search box), declared as `defineBlock` declares a block.
 */
export interface IslandDefinition<Props extends object> {
  /** Its name in the browser's loader table: lowercase words joined by dashes (a block's name has a slash). */
  name: string
  Component: ComponentType<Props>
  hydrate: HydrateWhen
  /** Popups that show nothing until the visitor does something: the server renders nothing for them. */
  empty?: boolean
}

/**
 * Declares an island (the default export of a `*.island.ts` file beside its component). The build
 * reads `name` and `Component` from the source (build/island-declarations.ts) to generate the
 * browser's one loader table, blocks' islands included, so they are written as a literal and an
 * imported identifier.
 */
export function defineIsland<Props extends object>(definition: IslandDefinition<Props>): IslandDefinition<Props> {
  return definition
}
