import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryOptions } from './countries.ts'

describe('country list', () => {
  it('has the 249 ISO codes once each, with names in the page language', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true)
    expect(countryOptions('en-US').find((c) => c.code === 'DE')?.name).toBe('Germany')
    expect(countryOptions('es-ES').find((c) => c.code === 'DE')?.name).toBe('Alemania')
    expect(countryOptions('fr-FR')[0]?.name).toBe('Afghanistan')
  })
})
