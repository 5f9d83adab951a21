/** What whenShown reads of the document (a parameter, so that a test can hand in its own). */
export interface ShownDocument {
  readonly prerendering?: boolean
  addEventListener(type: 'prerenderingchange', listener: () => void, options: { once: true }): void
}

/**
 * Runs `callback` once the visitor sees the page: at once, or, for a page the browser prerendered
 * ahead of a likely click (server/speculation-rules.ts), when it is shown. Until then the page must
 * do nothing visible or countable (page views, timers, cookies, third parties).
 */
export function whenShown(callback: () => void, doc: ShownDocument = document): void {
  if (!doc.prerendering) return callback()
  doc.addEventListener('prerenderingchange', () => callback(), { once: true })
}
