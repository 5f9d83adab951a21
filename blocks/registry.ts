import type { ComponentType } from 'react'
import type { AnyBlockDefinition, BlockProps } from './define-block.ts'
import { collectIslandNames } from './render-node.ts'

type IslandComponent = ComponentType<BlockProps<unknown>>

interface RegistryEntry {
  /** The whole definition (schema + component): loaded on the server. */
  load: () => Promise<AnyBlockDefinition>
  /** Interactive blocks only: the component alone, which is all the browser downloads. */
  loadIsland?: () => Promise<IslandComponent>
  /** Pages that show this block load the card checkout provider's script (after hydration). */
  needsCheckout?: boolean
}

const notInBrowser = (): never => {
  throw new Error('block definitions load on the server only')
}

/**
 * The only list of blocks, keyed by exact block name. Modules load lazily: the server loads what a
 * page uses; the browser loads only the components of the page's interactive blocks.
 * `import.meta.env.SSR ? … : notInBrowser` lets the client build drop schemas (zod, moment-timezone).
 */
export const blockRegistry: Record<string, RegistryEntry> = {
  'site/hero': {
    load: import.meta.env.SSR ? () => import('./hero/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/faq': {
    load: import.meta.env.SSR ? () => import('./faq/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/pricing-table': {
    load: import.meta.env.SSR ? () => import('./pricing-table/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./pricing-table/PricingTable.tsx').then((m) => m.PricingTable as IslandComponent),
    needsCheckout: true,
  },
  'site/newsletter': {
    load: import.meta.env.SSR ? () => import('./newsletter/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./newsletter/Newsletter.tsx').then((m) => m.Newsletter as IslandComponent),
  },
  'site/demo-form': {
    load: import.meta.env.SSR ? () => import('./demo-form/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./demo-form/DemoForm.tsx').then((m) => m.DemoForm as IslandComponent),
  },
  'site/countdown': {
    load: import.meta.env.SSR ? () => import('./countdown/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./countdown/Countdown.tsx').then((m) => m.Countdown as IslandComponent),
  },
}

const definitions = new Map<string, AnyBlockDefinition>()
const islands = new Map<string, IslandComponent>()

export function isRegisteredBlock(name: string): boolean {
  return Object.hasOwn(blockRegistry, name)
}

/** Loads a registered block's definition; throws if the module declares another name than its key. */
export async function loadBlock(name: string): Promise<AnyBlockDefinition | undefined> {
  const cached = definitions.get(name)
  if (cached) return cached
  if (!isRegisteredBlock(name)) return undefined
  const definition = await blockRegistry[name]!.load()
  if (definition.name !== name) throw new Error(`blocks/registry: '${name}' loads a block named '${definition.name}'`)
  definitions.set(name, definition)
  return definition
}

/** Loads an interactive block's component (before hydration in the browser, before SSR on the server). */
export async function loadIsland(name: string): Promise<IslandComponent | undefined> {
  const cached = islands.get(name)
  if (cached) return cached
  const loader = isRegisteredBlock(name) ? blockRegistry[name]!.loadIsland : undefined
  if (!loader) return undefined
  const component = await loader()
  islands.set(name, component)
  return component
}

/** An island component already loaded by loadIsland. */
export function getLoadedIsland(name: string): IslandComponent | undefined {
  return islands.get(name)
}

/** Whether page data shows a block that needs the card checkout provider's script. */
export function pageNeedsCheckout(data: unknown): boolean {
  return [...collectIslandNames(data)].some((name) => isRegisteredBlock(name) && blockRegistry[name]!.needsCheckout === true)
}
