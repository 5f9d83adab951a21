/**
 * A story's beforeEach: the page's fetch answered by `answer` where it has an answer (Storybook has
 * no site server behind it), any other request sent as usual; the real fetch back at the story's
 * cleanup.
 */
export function stubFetch(answer: (url: URL, init: RequestInit | undefined) => Promise<Response> | undefined) {
  return () => {
    const real = window.fetch
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
      return (url.origin === window.location.origin ? answer(url, init) : undefined) ?? real(input, init)
    }
    return () => {
      window.fetch = real
    }
  }
}
