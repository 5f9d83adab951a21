import { createServer, type Server } from 'node:http'

/**
 * A forms service on loopback that takes every submission (`{"success":true}`) and counts what it
 * received by Idempotency-Key (the submission id the site sends with every attempt). As the site
 * asks of a forms service, an attempt with a key it has seen is answered again, not stored again:
 * an attempt whose answer was lost (its instance killed, its outcome not recorded) is sent again
 * with its key. `stored` keeps the first attempt of each key, by the lead's email: an email stored
 * under two keys is a lead the site delivered twice.
 */
export interface StubFormsService {
  /** FORMS_API_URL for the site. */
  url: string
  /** Attempts received, by Idempotency-Key. */
  deliveries: Map<string, number>
  /** The keys each lead (its email) was stored under. */
  stored: Map<string, Set<string>>
  close(): Promise<void>
}

export async function startStubFormsService(): Promise<StubFormsService> {
  const deliveries = new Map<string, number>()
  const stored = new Map<string, Set<string>>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '')
      deliveries.set(key, (deliveries.get(key) ?? 0) + 1)
      const email = /[\w.+-]+@[\w.-]+/.exec(Buffer.concat(chunks).toString('utf8'))?.[0] ?? key
      stored.set(email, (stored.get(email) ?? new Set()).add(key))
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/api`,
    deliveries,
    stored,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
