/** Marks the document once React has hydrated it: end-to-end tests and monitoring wait for it. */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
