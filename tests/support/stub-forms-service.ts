import { createServer, type Server } from 'node:http'
import { listening } from './ports.ts'

/** One request the stand-in received. */
export interface StubAttempt {
  path: string
  /** Its Content-Type. */
  type: string
  body: string
  /** Its Idempotency-Key: the submission id the site sends with every attempt. */
  key: string
  authorization: string | undefined
  at: number
}

/**
 * The tests' one stand-in for the forms service and the mailing-list endpoint, on loopback. By
 * default it takes every submission (`{"success":true}`, with `redirect_to` when `redirectTo` is
 * set). As the site asks of a forms service, it honours Idempotency-Key: an attempt with a key it
 * has taken is answered again, not taken again, so an attempt whose answer was lost (its instance
 * killed, its outcome not recorded) may be sent again. It also serves a hosted demo's admin at
 * `/demo-admin/` (where a demo form sends the visitor).
 */
export interface StubFormsService {
  /** FORMS_API_URL for the site (`{origin}/api`). */
  url: string
  origin: string
  port: number
  /** Every request to the service, in order (held and refused ones too). */
  received: StubAttempt[]
  /** What it took: the first successful attempt of each key, in order. */
  taken: StubAttempt[]
  /** Attempts received, by Idempotency-Key. */
  deliveries: Map<string, number>
  /** The keys each lead (its email) was taken under: an email under two keys is a lead delivered twice. */
  stored: Map<string, Set<string>>
  /** How it answers now: it takes submissions ('up'), refuses them with 503 ('down'), or answers this. */
  answer: 'up' | 'down' | { status: number; body: string }
  /** A demo's address to send the visitor to, in a taken submission's answer (`redirect_to`). */
  redirectTo: string
  /** The next attempt is held, never answered: its connection dies with the site that sent it. */
  holdNext: boolean
  /** Resolves with the next attempt, as it arrives. */
  nextAttempt(): Promise<StubAttempt>
  /** Forgets what it received and answers as at its start. */
  reset(): void
  close(): Promise<void>
}

export async function startStubFormsService({ port = 0 }: { port?: number } = {}): Promise<StubFormsService> {
  const waiting: ((attempt: StubAttempt) => void)[] = []
  const takenKeys = new Set<string>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      if (path.startsWith('/demo-admin')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Demo admin</title><h1>Demo admin</h1>')
        return
      }
      const body = Buffer.concat(chunks).toString('utf8')
      const key = String(req.headers['idempotency-key'] ?? '')
      const attempt: StubAttempt = { path, type: req.headers['content-type'] ?? '', body, key, authorization: req.headers.authorization, at: Date.now() }
      service.received.push(attempt)
      service.deliveries.set(key, (service.deliveries.get(key) ?? 0) + 1)
      for (const resolve of waiting.splice(0)) resolve(attempt)
      if (service.holdNext) {
        service.holdNext = false
        return
      }
      const { answer } = service
      if (answer === 'down') return void res.writeHead(503).end()
      if (answer !== 'up') return void res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
      // A key is taken once; a key without one (a mailing list that sends none) each time.
      if (!key || !takenKeys.has(key)) {
        if (key) takenKeys.add(key)
        service.taken.push(attempt)
        const email = /[\w.+-]+@[\w.-]+/.exec(body)?.[0] ?? key
        service.stored.set(email, (service.stored.get(email) ?? new Set()).add(key))
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, ...(service.redirectTo ? { redirect_to: service.redirectTo } : {}) }))
    })
  })
  const address = await listening(server, port)
  const service: StubFormsService = {
    url: `${address.origin}/api`,
    ...address,
    received: [],
    taken: [],
    deliveries: new Map(),
    stored: new Map(),
    answer: 'up',
    redirectTo: '',
    holdNext: false,
    nextAttempt: () => new Promise((resolve) => waiting.push(resolve)),
    reset() {
      service.received = []
      service.taken = []
      service.deliveries.clear()
      service.stored.clear()
      takenKeys.clear()
      service.answer = 'up'
      service.redirectTo = ''
      service.holdNext = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return service
}
