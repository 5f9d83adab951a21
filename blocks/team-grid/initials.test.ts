import { describe, expect, it } from 'vitest'
import { initials } from './initials.ts'

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Tareq Hasan')).toBe('TH')
    expect(initials('Mohammad Rafiqul Islam')).toBe('MI')
  })

  it('keeps a single name to one letter and ignores extra spaces', () => {
    expect(initials('  Nadia ')).toBe('N')
    expect(initials('ana  de  armas')).toBe('AA')
  })

  it('handles accented and non-Latin letters', () => {
    expect(initials('Élodie Durand')).toBe('ÉD')
    expect(initials('𝒜da Lovelace')).toBe('𝒜L')
  })
})
