import { describe, expect, it } from 'vitest'
import { readBlockPreviewToken, readPreviewToken } from './preview-token.ts'
import { signToken } from './signatures.ts'

const SECRET = 'preview-secret'
const NOW = Date.UTC(2026, 10, 24, 12)
const seconds = (ms: number) => Math.floor(ms / 1000)

describe('preview tokens', () => {
  it('name the post and revision for up to 10 minutes', () => {
    const token = signToken(SECRET, { post: 12, rev: 40, exp: seconds(NOW + 600_000) })
    expect(readPreviewToken(SECRET, token, NOW)).toEqual({ claims: { post: 12, rev: 40, exp: seconds(NOW + 600_000) } })
    expect(readPreviewToken(SECRET, token, NOW + 599_000)).toHaveProperty('claims')
  })

  it('are refused once expired', () => {
    const token = signToken(SECRET, { post: 12, rev: 40, exp: seconds(NOW + 600_000) })
    expect(readPreviewToken(SECRET, token, NOW + 600_000)).toEqual({ problem: 'the preview link has expired' })
  })

  it('are refused when they claim more than 10 minutes', () => {
    const token = signToken(SECRET, { post: 12, rev: 40, exp: seconds(NOW + 3_600_000) })
    expect(readPreviewToken(SECRET, token, NOW)).toEqual({ problem: 'the preview link is valid for longer than 10 minutes' })
  })

  it('are refused when forged or incomplete', () => {
    expect(readPreviewToken(SECRET, signToken('guessed', { post: 12, rev: 40, exp: seconds(NOW + 60_000) }), NOW)).toEqual({
      problem: 'the token signature does not match',
    })
    expect(readPreviewToken(SECRET, signToken(SECRET, { post: 12, exp: seconds(NOW + 60_000) }), NOW)).toEqual({
      problem: 'the token does not name a post and a revision',
    })
  })
})

describe('block preview access', () => {
  it('lasts up to an hour', () => {
    const token = signToken(SECRET, { use: 'block-preview', exp: seconds(NOW + 3_600_000) })
    expect(readBlockPreviewToken(SECRET, token, NOW)).toEqual({ claims: { use: 'block-preview', exp: seconds(NOW + 3_600_000) } })
    expect(readBlockPreviewToken(SECRET, token, NOW + 3_600_000)).toEqual({ problem: 'the block preview access has expired' })
    expect(readBlockPreviewToken(SECRET, signToken(SECRET, { use: 'block-preview', exp: seconds(NOW + 2 * 3_600_000) }), NOW)).toEqual({
      problem: 'the block preview access is valid for longer than 60 minutes',
    })
  })

  it('and a draft link never stand in for each other', () => {
    const access = signToken(SECRET, { use: 'block-preview', exp: seconds(NOW + 60_000) })
    const draftLink = signToken(SECRET, { post: 12, rev: 40, exp: seconds(NOW + 60_000) })
    expect(readBlockPreviewToken(SECRET, draftLink, NOW)).toEqual({ problem: 'the token is not for block previews' })
    expect(readPreviewToken(SECRET, access, NOW)).toEqual({ problem: 'the token does not name a post and a revision' })
  })
})
