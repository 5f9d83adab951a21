import { useT } from '../renderer/useT.ts'

/** Hidden until the browser shows it (browser/back-to-top.ts, which also scrolls). */
export function BackToTop() {
  const t = useT()
  return (
    <button type="button" className="back-to-top" aria-label={t('backToTop.label')} data-scroll-top="" hidden>
      ↑
    </button>
  )
}
