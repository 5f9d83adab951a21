import type { ComponentType } from 'react'
import type { AnyBlockDefinition, BlockProps } from './define-block.ts'
import { collectIslandNames } from './render-node.ts'
import type { ParsedBlock } from '../content-schemas/block.ts'

type IslandComponent = ComponentType<BlockProps<unknown>>

interface RegistryEntry {
  /** The whole definition (schema + component): loaded on the server. */
  load: () => Promise<AnyBlockDefinition>
  /** Interactive blocks only: the component alone, which is all the browser downloads. */
  loadIsland?: () => Promise<IslandComponent>
  /** The block shows content-source data (loadData): pages with it are re-rendered as that data changes. */
  loadsData?: boolean
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
  'site/catalog-list': {
    load: import.meta.env.SSR ? () => import('./catalog-list/index.ts').then((m) => m.default) : notInBrowser,
    loadsData: true,
  },
  'site/logo-cloud': {
    load: import.meta.env.SSR ? () => import('./logo-cloud/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/feature-grid': {
    load: import.meta.env.SSR ? () => import('./feature-grid/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/feature-rows': {
    load: import.meta.env.SSR ? () => import('./feature-rows/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/stats': {
    load: import.meta.env.SSR ? () => import('./stats/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/testimonials': {
    load: import.meta.env.SSR ? () => import('./testimonials/index.ts').then((m) => m.default) : notInBrowser,
    loadsData: true,
  },
  'site/success-stories': {
    load: import.meta.env.SSR ? () => import('./success-stories/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/comparison-table': {
    load: import.meta.env.SSR ? () => import('./comparison-table/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/cta': {
    load: import.meta.env.SSR ? () => import('./cta/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/video': {
    load: import.meta.env.SSR ? () => import('./video/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./video/Video.tsx').then((m) => m.Video as IslandComponent),
  },
  'site/tabs': {
    load: import.meta.env.SSR ? () => import('./tabs/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./tabs/Tabs.tsx').then((m) => m.Tabs as IslandComponent),
  },
  'site/screenshot-gallery': {
    load: import.meta.env.SSR ? () => import('./screenshot-gallery/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./screenshot-gallery/ScreenshotGallery.tsx').then((m) => m.ScreenshotGallery as IslandComponent),
  },
  'site/team-grid': {
    load: import.meta.env.SSR ? () => import('./team-grid/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/timeline': {
    load: import.meta.env.SSR ? () => import('./timeline/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/job-listings': {
    load: import.meta.env.SSR ? () => import('./job-listings/index.ts').then((m) => m.default) : notInBrowser,
    loadsData: true,
  },
  'site/contact-details': {
    load: import.meta.env.SSR ? () => import('./contact-details/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/coupons-list': {
    load: import.meta.env.SSR ? () => import('./coupons-list/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./coupons-list/CouponsList.tsx').then((m) => m.CouponsList as IslandComponent),
  },
  'site/brand-assets': {
    load: import.meta.env.SSR ? () => import('./brand-assets/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/partners-grid': {
    load: import.meta.env.SSR ? () => import('./partners-grid/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/webinar-list': {
    load: import.meta.env.SSR ? () => import('./webinar-list/index.ts').then((m) => m.default) : notInBrowser,
  },
  'site/webinar-registration': {
    load: import.meta.env.SSR ? () => import('./webinar-registration/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./webinar-registration/WebinarRegistration.tsx').then((m) => m.WebinarRegistration as IslandComponent),
  },
  'site/startup-cost-calculator': {
    load: import.meta.env.SSR ? () => import('./startup-cost-calculator/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./startup-cost-calculator/StartupCostCalculator.tsx').then((m) => m.StartupCostCalculator as IslandComponent),
  },
  'site/refund-policy-generator': {
    load: import.meta.env.SSR ? () => import('./refund-policy-generator/index.ts').then((m) => m.default) : notInBrowser,
    loadIsland: () => import('./refund-policy-generator/RefundPolicyGenerator.tsx').then((m) => m.RefundPolicyGenerator as IslandComponent),
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

/** Whether a parsed block tree holds a block that loads content-source data. */
export function blocksLoadData(blocks: ParsedBlock[]): boolean {
  return blocks.some(
    (block) =>
      (block.blockName !== null && isRegisteredBlock(block.blockName) && blockRegistry[block.blockName]!.loadsData === true) ||
      blocksLoadData(block.innerBlocks),
  )
}
