declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** The analytics / tag-manager data layer (SPEC §7): the tag, once loaded, reads what is on it and what comes. */
export function dataLayer(): Record<string, unknown>[] {
  window.dataLayer ??= []
  return window.dataLayer
}

/** An event on the data layer; a tracking failure is logged, never the page's (`what` names it in the log). */
export function pushEvent(event: Record<string, unknown>, what: string): void {
  try {
    dataLayer().push(event)
  } catch (error) {
    console.error(`[analytics] ${what} not recorded:`, error)
  }
}
