import { describe, expect, it } from 'vitest'
import { normalizeError } from './normalize-error.ts'

describe('normalizeError', () => {
  it('takes the status, the status code or the response status, else 500', () => {
    expect(normalizeError({ message: 'a', status: 404 })).toEqual({ message: 'a', statusCode: 404 })
    expect(normalizeError({ message: 'b', statusCode: 503 })).toEqual({ message: 'b', statusCode: 503 })
    expect(normalizeError({ message: 'c', response: { status: 502 } })).toEqual({ message: 'c', statusCode: 502 })
    expect(normalizeError(new Error('d'))).toEqual({ message: 'd', statusCode: 500 })
    expect(normalizeError('e')).toEqual({ message: 'e', statusCode: 500 })
  })
})
