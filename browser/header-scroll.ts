import { watchScroll, type ScrollDirection } from './scroll-watch.ts'

/** SPEC §9: the header becomes fixed on scroll-up (and hides on scroll-down) past 100 px. */
export const HEADER_FIXED_AFTER_PX = 100

export type HeaderMode = 'static' | 'fixed' | 'hidden'

export function headerMode(y: number, direction: ScrollDirection): HeaderMode {
  if (y <= HEADER_FIXED_AFTER_PX || direction === null) return 'static'
  return direction === 'down' ? 'hidden' : 'fixed'
}

/** Keeps the header's `site-header--{mode}` class in step with scrolling (React never sets it: layouts/Header.tsx). */
export function installHeaderScroll(): void {
  const header = document.querySelector<HTMLElement>('header.site-header')
  if (!header) return
  let current: HeaderMode | null = null
  watchScroll((y, direction) => {
    const mode = headerMode(y, direction)
    if (mode === current) return
    if (current) header.classList.remove(`site-header--${current}`)
    header.classList.add(`site-header--${mode}`)
    current = mode
  })
}
