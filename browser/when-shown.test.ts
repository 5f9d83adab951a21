import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenShown, type ShownDocument } from './when-shown.ts'

/** A document as a prerendering browser shows it: `prerendering` until `show()` fires prerenderingchange. */
function prerenderedDocument(): ShownDocument & { show: () => void } {
  const events = new EventTarget()
  const doc = {
    prerendering: true,
    addEventListener: (type: 'prerenderingchange', listener: () => void, options: { once: true }) => events.addEventListener(type, listener, options),
    show() {
      doc.prerendering = false
      events.dispatchEvent(new Event('prerenderingchange'))
    },
  }
  return doc
}

afterEach(() => vi.useRealTimers())

describe('whenShown', () => {
  it('runs at once on a page loaded in view', () => {
    const callback = vi.fn()
    whenShown(callback, { prerendering: false, addEventListener: () => expect.unreachable('a shown page waits for nothing') })
    expect(callback).toHaveBeenCalledTimes(1)
    const older = vi.fn()
    whenShown(older, { addEventListener: () => undefined }) // a browser without prerendering says nothing
    expect(older).toHaveBeenCalledTimes(1)
  })

  it('waits while the page is prerendered, and runs once when it is shown', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const doc = prerenderedDocument()
    const callback = vi.fn()
    whenShown(callback, doc)
    vi.advanceTimersByTime(60_000) // a prerendered page may wait any time for its click
    expect(callback).not.toHaveBeenCalled()
    doc.show()
    expect(callback).toHaveBeenCalledTimes(1)
    doc.show() // activation happens once; a second event (none is sent) would not count again
    expect(callback).toHaveBeenCalledTimes(1)
  })
})
