import { animateScrollTo, watchScroll } from './scroll-watch.ts'

/** SPEC §9: shown when scrolling up past 200 px; scrolls to the top in 500 ms, linearly. */
export const BACK_TO_TOP_AFTER_PX = 200
export const BACK_TO_TOP_SCROLL_MS = 500

/**
 * SPEC §4: the back-to-top button appears when scrolling up past 200 px; it and the footer's
 * control (`data-scroll-top`) scroll to the top in 500 ms, linearly.
 */
export function installBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>('button.back-to-top')
  const notice = document.querySelector<HTMLElement>('.cookie-notice')
  if (button)
    watchScroll((y, direction) => {
      button.hidden = !(direction === 'up' && y > BACK_TO_TOP_AFTER_PX)
      if (button.hidden) return
      // Above the cookie notice while it shows (both sit at the bottom right), never under it: read
      // only while the button shows (a layout read).
      const below = notice?.getClientRects().length ? notice.offsetHeight : 0
      button.style.bottom = below ? `calc(${below}px + 2rem)` : ''
    })
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-scroll-top]')) animateScrollTo(0, BACK_TO_TOP_SCROLL_MS)
  })
}
