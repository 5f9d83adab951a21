import { createServer, request as forward } from 'node:http'
import { listening } from './ports.ts'

export interface RecordedRequest {
  method: string
  /** Path and query, as sent. */
  path: string
  /** The Sec-Purpose header: `prefetch;prerender` for a prerender and what a prerendering page asks for. */
  purpose: string | null
}

export interface RecordingProxy {
  url: string
  /** Every request that reached the site through the proxy, in order. */
  requests: RecordedRequest[]
  close: () => Promise<void>
}

/**
 * A pass-through HTTP proxy in front of `target` that records each request the way the server sees
 * it; `dropResponseHeaders` are taken out of every answer (the site as an older server sent it).
 */
export async function startRecordingProxy(target: string, { dropResponseHeaders = [] }: { dropResponseHeaders?: string[] } = {}): Promise<RecordingProxy> {
  const dropped = new Set(dropResponseHeaders.map((name) => name.toLowerCase()))
  const requests: RecordedRequest[] = []
  const { hostname, port } = new URL(target)
  const server = createServer((req, res) => {
    const purpose = req.headers['sec-purpose']
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', purpose: typeof purpose === 'string' ? purpose : null })
    const upstream = forward({ hostname, port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const headers = answer.rawHeaders.flatMap((value, i, all) => (i % 2 === 0 && !dropped.has(value.toLowerCase()) ? [value, all[i + 1]!] : []))
      res.writeHead(answer.statusCode ?? 502, headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  const { origin } = await listening(server)
  return {
    url: origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
