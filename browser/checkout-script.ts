import { onFirstActivity } from './first-activity.ts'

/**
 * Loads the card checkout provider's script once, on pages whose blocks need it (a pricing table;
 * the server names it for those pages only, +onBeforeRender), on the visitor's first move: never on
 * the critical path, never on other pages, and never for a visit without a person (a crawler, an
 * audit). A third party's script brings its own cookies, frames and console messages, which cost
 * the page Lighthouse's best-practices points whenever it loads; a buyer moves before buying.
 */
export function loadCheckoutScript(src: string): void {
  onFirstActivity(() => addCheckoutScript(src))
}

function addCheckoutScript(src: string): void {
  if (document.querySelector('script[data-checkout]')) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.dataset.checkout = ''
  script.addEventListener('error', () => console.warn(`[checkout] ${src} did not load; buying continues on the store`))
  document.head.append(script)
}
