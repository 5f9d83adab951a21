import { describe, expect, it } from 'vitest'
import { hmacHex, readToken, signedRequestProblem, signRequest, signToken } from './signatures.ts'

const SECRET = 'a-shared-secret-of-some-length'
const NOW = Date.UTC(2026, 10, 24, 12)

describe('signed requests', () => {
  it('accepts a request signed with the secret within five minutes', () => {
    const header = signRequest(SECRET, '{"a":1}', NOW)
    expect(signedRequestProblem(SECRET, header, '{"a":1}', NOW + 299_000)).toBeNull()
  })

  it('refuses unsigned, malformed, stale, tampered and foreign requests, saying why', () => {
    const header = signRequest(SECRET, '{"a":1}', NOW)
    expect(signedRequestProblem(SECRET, undefined, '{"a":1}', NOW)).toBe('the request is not signed')
    expect(signedRequestProblem(SECRET, 'v1=zz', '{"a":1}', NOW)).toBe('the signature header is malformed')
    expect(signedRequestProblem(SECRET, header, '{"a":1}', NOW + 301_000)).toBe('the signature has expired')
    expect(signedRequestProblem(SECRET, header, '{"a":2}', NOW)).toBe('the signature does not match')
    expect(signedRequestProblem('another-secret', header, '{"a":1}', NOW)).toBe('the signature does not match')
  })

  it('signs as PHP does: hash_hmac("sha256", "{t}.{body}", secret)', () => {
    // php -r 'echo hash_hmac("sha256", "1700000000.{}", "s");'
    expect(hmacHex('s', '1700000000.{}')).toBe('e9232c9945da8456c2dea6b39da7786c07b00bca7a64d5dd1283674713a7b72a')
  })
})

describe('tokens', () => {
  it('carry their claims when signed with the secret', () => {
    expect(readToken(SECRET, signToken(SECRET, { post: 7, rev: 9 }))).toEqual({ claims: { post: 7, rev: 9 } })
  })

  it('are refused when forged, altered or malformed', () => {
    const token = signToken(SECRET, { post: 7 })
    const [payload, signature] = token.split('.') as [string, string]
    expect(readToken('another-secret', token)).toEqual({ problem: 'the token signature does not match' })
    expect(readToken(SECRET, `${Buffer.from('{"post":8}').toString('base64url')}.${signature}`)).toEqual({ problem: 'the token signature does not match' })
    expect(readToken(SECRET, `${payload}.`)).toEqual({ problem: 'the token is malformed' })
    expect(readToken(SECRET, '<script>')).toEqual({ problem: 'the token is malformed' })
  })
})
