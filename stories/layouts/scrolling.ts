/**
 * Scrolls the story's window to `y` and resolves once the browser has told its scroll listeners
 * (the site's browser scripts react to that event, not to the position alone).
 */
export function scrollWindowTo(y: number): Promise<void> {
  if (window.scrollY === y) return Promise.resolve()
  const scrolled = new Promise<void>((resolve) => window.addEventListener('scroll', () => resolve(), { once: true }))
  window.scrollTo(0, y)
  return scrolled
}

/** A story's beforeEach: the window back at the top after the story. */
export const backToTheTopAfter = () => () => window.scrollTo(0, 0)
