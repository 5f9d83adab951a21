import { animateScrollTo, useScrollState } from '../renderer/scroll.ts'
import { useT } from '../renderer/useT.ts'

/** SPEC §9: shown when scrolling up past 200 px; scrolls to the top in 500 ms, linearly. */
export const BACK_TO_TOP_AFTER_PX = 200
export const BACK_TO_TOP_SCROLL_MS = 500

export function scrollToTop(): void {
  animateScrollTo(0, BACK_TO_TOP_SCROLL_MS)
}

export function BackToTop() {
  const { y, direction } = useScrollState()
  const t = useT()
  if (!(direction === 'up' && y > BACK_TO_TOP_AFTER_PX)) return null
  return (
    <button type="button" className="back-to-top" aria-label={t('backToTop.label')} onClick={scrollToTop}>
      ↑
    </button>
  )
}
