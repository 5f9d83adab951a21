import { describe, expect, it } from 'vitest'
import { imageSide } from './image-side.ts'

describe('imageSide', () => {
  it('starts on the named side and alternates row by row', () => {
    expect([0, 1, 2, 3].map((i) => imageSide('image-right', i))).toEqual(['right', 'left', 'right', 'left'])
    expect([0, 1, 2, 3].map((i) => imageSide('image-left', i))).toEqual(['left', 'right', 'left', 'right'])
  })
})
