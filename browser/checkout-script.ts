/**
 * Loads the card checkout provider's script once, after the page is interactive, on pages whose
 * blocks need it (a pricing table; the server names it for those pages only, +onBeforeRender):
 * never on the critical path, never on other pages.
 */
export function loadCheckoutScript(src: string): void {
  if (document.querySelector('script[data-checkout]')) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.dataset.checkout = ''
  script.addEventListener('error', () => console.warn(`[checkout] ${src} did not load; buying continues on the store`))
  document.head.append(script)
}
