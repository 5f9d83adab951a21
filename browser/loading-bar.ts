/** SPEC §9 loading bar: fills over 5 s; shown only when a navigation takes longer than 200 ms. */
export const LOADING_BAR_DURATION_MS = 5000
export const LOADING_BAR_THROTTLE_MS = 200
const TICK_MS = 100
/** How long the full bar stays once the page has arrived. */
const DONE_MS = 300

let showTimer: ReturnType<typeof setTimeout> | undefined
let tickTimer: ReturnType<typeof setInterval> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined

/** The bar DefaultLayout renders; this module only drives attributes React does not own. */
const bar = () => document.getElementById('loading-bar')

function setProgress(element: HTMLElement, percent: number): void {
  element.style.transform = `scaleX(${percent / 100})`
  element.setAttribute('aria-valuenow', String(Math.round(percent)))
}

function stopTimers(): void {
  clearTimeout(showTimer)
  clearInterval(tickTimer)
  clearTimeout(hideTimer)
}

export function startLoadingBar(): void {
  stopTimers()
  showTimer = setTimeout(() => {
    const element = bar()
    if (!element) return
    let percent = 0
    setProgress(element, percent)
    element.dataset.active = 'true'
    tickTimer = setInterval(() => {
      percent = Math.min(100, percent + (100 * TICK_MS) / LOADING_BAR_DURATION_MS)
      setProgress(element, percent)
    }, TICK_MS)
  }, LOADING_BAR_THROTTLE_MS)
}

export function finishLoadingBar(): void {
  stopTimers()
  const element = bar()
  if (!element?.dataset.active) return // the page arrived within the throttle: the bar never showed
  setProgress(element, 100)
  hideTimer = setTimeout(() => {
    delete element.dataset.active
    setProgress(element, 0)
  }, DONE_MS)
}
