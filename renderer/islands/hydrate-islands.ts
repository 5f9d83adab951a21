import type { ReactElement } from 'react'
import type { HydrateWhen } from './hydrate-when.ts'
import type { RenderNode } from './render-node.ts'
import { loadIsland } from './island-loaders.ts'
import { readPageFacts } from '../page-facts.ts'
import { loadMessages } from '../../locales/messages.ts'

/**
 * What the page's script (browser/site-client.ts) tells the islands about the page: when it is
 * shown, the visitor's first move, and how a script that failed to load is recovered from. Handed
 * in, so that the island mechanism knows the page's events without importing the page's script.
 */
export interface IslandPage {
  whenShown(run: () => void): void
  onFirstActivity(run: () => void): void
  /** A script of the page failed to load: the page is reloaded (at most once a minute). */
  reloadAfterChunkFailure(error: unknown): void
  /** A script failed to load where a reload would lose what the visitor did (a form): noted, not reloaded. */
  recoveredFromChunkFailure(error: unknown): void
}

/** The page's events, from startIslands on. */
let islandPage: IslandPage

/** Each island's hydration, once started (a hydrated island says so with `data-hydrated`). */
const started = new WeakMap<HTMLElement, Promise<void>>()

/**
 * Builds what the server rendered for the island and hydrates it in place. React, the component and
 * the page's messages load now, not before: a page whose islands are never reached loads none of them.
 */
function hydrate(root: HTMLElement): Promise<void> {
  let hydration = started.get(root)
  if (!hydration) {
    hydration = hydrateNow(root)
    started.set(root, hydration)
  }
  return hydration
}

async function hydrateNow(root: HTMLElement): Promise<void> {
  const name = root.dataset.island!
  try {
    const page = readPageFacts()
    // An island of content in another language than the page's is rendered in its content's (Island.tsx).
    const facts = root.dataset.locale ? { ...page, locale: root.dataset.locale as typeof page.locale } : page
    const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
    const blockChildren = (props.children as RenderNode[] | undefined) ?? []
    const [{ hydrateRoot }, { createElement: h, useEffect }, { IslandProviders }, messages, island, tree] = await Promise.all([
      import('react-dom/client'),
      import('react'),
      import('./IslandProviders.tsx'),
      loadMessages(facts.locale, (error) => islandPage.recoveredFromChunkFailure(error)),
      loadIsland(name),
      blockChildren.length ? import('./RenderedTree.tsx') : null,
    ])
    if (!island) throw new Error(`no island named '${name}'`)
    const { Component } = island
    // A block is given its attributes and its inner blocks; a declared island its own props.
    const element: ReactElement =
      island.kind === 'block' ? h(Component, { attrs: props.attrs }, tree ? h(tree.RenderedTree, { nodes: blockChildren }) : undefined) : h(Component, props)
    // hydrateRoot only schedules the work: the island is hydrated once React has committed it and
    // run its effects (a child's run before its parent's), so that its listeners are in place; an
    // error that stops it is this island's failure, not a wait that never ends.
    await new Promise<void>((committed, failed) => {
      const Committed = ({ children }: { children: ReactElement }) => {
        useEffect(committed, [])
        return children
      }
      hydrateRoot(root, h(Committed, null, h(IslandProviders, { name, id: root.dataset.islandId!, facts, messages, children: element })), {
        identifierPrefix: root.dataset.islandId,
        onRecoverableError: (error) => console.error(`[islands] ${name} did not hydrate as rendered:`, error),
        onUncaughtError: failed,
      })
    })
    root.dataset.hydrated = 'true'
  } catch (error) {
    // The server HTML stays: links and native controls keep working without the island, and from
    // now on get the visitor's clicks and posts. A form is posted by the browser itself, so the
    // page is not reloaded under it (that would lose what was typed).
    console.error(`[islands] ${name} could not be hydrated:`, error)
    root.dataset.hydrationFailed = ''
    if (root.querySelector('form')) islandPage.recoveredFromChunkFailure(error)
    else islandPage.reloadAfterChunkFailure(error)
  }
}

/** Elements that show the island (it is `display: contents` itself, so it has no box to observe). */
const boxesOf = (root: HTMLElement): Element[] => [...root.children]

const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

/**
 * Hydrates on the first sign of use. A click on a button while the island loads is held and
 * replayed once it has hydrated (React adopts the same DOM nodes); links and form fields work
 * natively meanwhile.
 */
function whenInteracted(root: HTMLElement, start: () => Promise<void>): void {
  for (const type of INTERACTIONS) root.addEventListener(type, () => void start(), { once: true, passive: true })
  // Once the island is hydrated, or could not be, events go where they would without this.
  const settled = () => root.dataset.hydrated !== undefined || root.dataset.hydrationFailed !== undefined
  // A form sent before its island hydrated is sent again once it has: by the island, or, if it
  // could not hydrate, by the browser itself (every site form works without its island).
  root.addEventListener(
    'submit',
    (event) => {
      if (settled() || !(event.target instanceof HTMLFormElement)) return
      const form = event.target
      const submitter = event.submitter
      event.preventDefault()
      event.stopPropagation()
      void start().then(() => form.requestSubmit(submitter))
    },
    { capture: true },
  )
  root.addEventListener(
    'click',
    (event) => {
      if (settled()) return
      const button = event.target instanceof Element ? event.target.closest('button') : null
      const ready = start()
      if (!button) return
      event.preventDefault()
      event.stopPropagation()
      void ready.then(() => button.click())
    },
    { capture: true },
  )
}

let visibility: IntersectionObserver | null = null
const waiting = new Map<Element, HTMLElement>()

/** How near the screen an island starts hydrating: ready when it arrives. */
const NEAR_PX = 200

/** Hydrates an island when it nears the screen; one already there starts now (its promise is returned). */
function whenVisible(root: HTMLElement, start: () => Promise<void>): Promise<void> | null {
  const boxes = boxesOf(root)
  const onScreen = boxes.some((box) => {
    const { top, bottom } = box.getBoundingClientRect()
    return bottom > -NEAR_PX && top < window.innerHeight + NEAR_PX
  })
  if (boxes.length === 0 || onScreen) return start()
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const owner = waiting.get(entry.target)
        if (!entry.isIntersecting || !owner) continue
        for (const box of boxesOf(owner)) {
          visibility?.unobserve(box)
          waiting.delete(box)
        }
        void hydrate(owner)
      }
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  )
  for (const box of boxes) {
    waiting.set(box, root)
    visibility.observe(box)
  }
  return null
}

/**
 * Hydrates on the visitor's first move. Only on a page shown: these islands are the popups, whose
 * effects fetch, count and start timers (the sales report and its rotation, the exit-intent popup and
 * its countdown), and a prerendered page may see a scroll before anyone looks at it. The other
 * islands hydrate while a page is prerendered, so that it is ready when shown: their effects wait
 * for the visitor's own gestures.
 */
function whenActive(start: () => Promise<void>): void {
  islandPage.onFirstActivity(() => void start())
}

/**
 * Schedules every island of the page by its `data-hydrate` (Island.tsx); resolves once
 * those on the first screen have hydrated.
 */
export async function startIslands(events: IslandPage): Promise<void> {
  islandPage = events
  const firstScreen: Promise<void>[] = []
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // An island inside another is hydrated by its own root, not by its parent's.
    const start = () => hydrate(root)
    switch (root.dataset.hydrate as HydrateWhen) {
      case 'visible': {
        const now = whenVisible(root, start)
        if (now) firstScreen.push(now)
        whenInteracted(root, start)
        break
      }
      case 'interaction':
        whenInteracted(root, start)
        break
      case 'activity':
        islandPage.whenShown(() => whenActive(start))
        break
    }
  }
  await Promise.all(firstScreen)
}
