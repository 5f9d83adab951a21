import { describe, expect, it } from 'vitest'
import { avatarUrl } from './avatar.ts'

describe('avatarUrl', () => {
  it('takes the 96 px variant (SPEC §9), else the largest given, else nothing', () => {
    expect(avatarUrl({ '24': '/a-24', '48': '/a-48', '96': '/a-96' })).toBe('/a-96')
    expect(avatarUrl({ '128': '/a-128', '24': '/a-24' })).toBe('/a-128')
    expect(avatarUrl({})).toBe('')
  })
})
