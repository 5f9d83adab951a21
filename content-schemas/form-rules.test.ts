import { describe, expect, it } from 'vitest'
import { isEmail } from './form-rules.ts'

describe('form rules', () => {
  it('accepts standard email addresses only', () => {
    expect(isEmail('ana@example.com')).toBe(true)
    expect(isEmail(' ana.diaz+news@shop.example.co ')).toBe(true)
    for (const bad of ['', 'ana', 'ana@', 'ana@example', 'ana@example.c', 'a b@example.com', '@example.com']) expect(isEmail(bad)).toBe(false)
  })
})
