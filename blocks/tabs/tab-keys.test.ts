import { describe, expect, it } from 'vitest'
import { tabForKey } from './tab-keys.ts'

describe('tabForKey', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(tabForKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabForKey('ArrowLeft', 1, 3)).toBe(0)
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2)
  })

  it('jumps to the first and last tab', () => {
    expect(tabForKey('Home', 2, 4)).toBe(0)
    expect(tabForKey('End', 0, 4)).toBe(3)
  })

  it('leaves other keys to the browser', () => {
    expect(tabForKey('Tab', 0, 3)).toBeNull()
    expect(tabForKey('ArrowDown', 0, 3)).toBeNull()
    expect(tabForKey('Enter', 1, 3)).toBeNull()
  })
})
