import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentChangedApi, CHANGE_NOTICES_PER_MINUTE } from './content-changed-api.ts'
import { SIGNATURE_HEADER, signRequest } from './signatures.ts'
import { REPLAY_MEMORY_MS } from './replay-guard.ts'
import { memorySharedStore } from '../../tests/support/memory-shared-store.ts'

const SECRET = 'change-notice-secret'
const body = (id: number) => JSON.stringify({ changes: [{ kind: 'comments', post: id }] })

/** Posts a notice from `address` (the socket's, as the node server passes it). */
function post(api: ReturnType<typeof contentChangedApi>, text: string, signature: string, address = '203.0.113.5') {
  return api.request(
    '/api/content-changed',
    { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body: text },
    { incoming: { socket: { remoteAddress: address } } },
  )
}

afterEach(() => vi.restoreAllMocks())

describe('POST /api/content-changed', () => {
  it('refuses a notice sent again as it was (a replay), while its signature holds, and takes one signed anew', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let t = Date.parse('2026-11-29T10:00:00Z')
    const purged: string[][] = []
    const api = contentChangedApi({ secret: SECRET, onPurged: async (tags) => void purged.push(tags), now: () => t })
    const text = body(90111)
    const signature = signRequest(SECRET, text, t)
    expect((await post(api, text, signature)).status).toBe(200)
    const replay = await post(api, text, signature)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toEqual({ error: 'Not allowed: this signed request was received already.' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a replay'))
    expect(purged).toHaveLength(1)
    // WordPress's own retry signs again (a new time): taken.
    t += 1_000
    expect((await post(api, text, signRequest(SECRET, text, t))).status).toBe(200)
    // Past its memory the signature has expired anyway: refused as such.
    t += REPLAY_MEMORY_MS
    expect((await post(api, text, signature)).status).toBe(401)
  })

  it('takes two notices of the same changes in the same second when each has its own id, as the plugin sends them', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const t = Date.parse('2026-11-29T10:00:00Z')
    const api = contentChangedApi({ secret: SECRET, now: () => t })
    const changes = [{ kind: 'item', type: 'pages', id: 12, slugs: ['pricing'] }]
    for (const notice of ['0b6c1f0e-9f1d-4d55-9a43-5d1c2b7e8a01', '7f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f']) {
      const text = JSON.stringify({ changes, notice })
      expect((await post(api, text, signRequest(SECRET, text, t))).status).toBe(200)
    }
  })

  it('refuses a replay sent to another instance when they share a store', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store } = memorySharedStore()
    const [one, two] = [contentChangedApi({ secret: SECRET, shared: store }), contentChangedApi({ secret: SECRET, shared: store })]
    const text = body(90112)
    const signature = signRequest(SECRET, text)
    expect((await post(one, text, signature)).status).toBe(200)
    expect((await post(two, text, signature)).status).toBe(409)
  })

  it(`takes ${CHANGE_NOTICES_PER_MINUTE} notices a minute from one address, then answers 429 with Retry-After; other addresses go on`, async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let t = Date.parse('2026-11-29T10:00:00Z')
    const api = contentChangedApi({ secret: SECRET, now: () => t })
    for (let i = 0; i < CHANGE_NOTICES_PER_MINUTE; i++) {
      const text = body(i + 1)
      expect((await post(api, text, signRequest(SECRET, text, t))).status).toBe(200)
    }
    const text = body(9_999)
    // Unsigned floods count too: the limit comes before the signature is checked.
    const refused = await post(api, text, 'forged')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('203.0.113.5: more than'))
    expect((await post(api, text, signRequest(SECRET, text, t), '198.51.100.7')).status).toBe(200)
    t += 60_000
    expect((await post(api, body(10_000), signRequest(SECRET, body(10_000), t))).status).toBe(200)
  })
})
