import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { createContentApi } from '../../embedded-wordpress/app.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { freePort } from './ports.ts'

/**
 * What the content source does to the next requests, set by a test:
 * - `down`: drops every connection at once, answering nothing;
 * - `slow`: answers after `slowMs` (10 s unless the upstream was started with another);
 * - `error`: answers 500;
 * - `malformed`: answers 200 with JSON cut in half;
 * - `invalid`: answers 200 with JSON that fails the site's schemas.
 */
export type Fault = 'none' | 'down' | 'slow' | 'error' | 'malformed' | 'invalid'

export interface CountingUpstream {
  /** REST root to give the site as CMS_URL. */
  url: string
  /** Every request path + query the upstream received. */
  requests: string[]
  setFault: (fault: Fault) => Promise<void>
  /** Changes what the source answers from now on (an edit in WordPress), by rewriting each JSON answer's text. */
  setRewrite: (rewrite: ((text: string) => string) | null) => void
  close: () => Promise<void>
}

const SLOW_MS = 10_000

async function bodyOf(req: import('node:http').IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>
}

/** A WordPress-shaped content source over HTTP (the embedded content API) that records every request, answers after `delayMs`, and fails on demand. */
export async function startCountingUpstream(delayMs: number, { slowMs = SLOW_MS }: { slowMs?: number } = {}): Promise<CountingUpstream> {
  const dataset = loadDataset(path.resolve('content'))
  const api = createContentApi(() => dataset)
  const requests: string[] = []
  const port = await freePort()
  /**
   * The companion plugin's live preview read (site/v1/preview/{id}/live), for a published page of
   * the dataset: the page with the unsaved title, excerpt and blocks over it, every language taken.
   */
  const livePreview = async (id: number, unsaved: Record<string, unknown>) => {
    const item = (await (await api.fetch(new Request(`http://127.0.0.1:${port}/wp-json/wp/v2/pages/${id}`))).json()) as Record<string, unknown>
    return {
      type: 'pages',
      revision: id,
      status: 'publish',
      translations: { en: 'publish', es: 'publish', fr: 'publish' },
      item: { ...item, title: { rendered: unsaved.title }, excerpt: { rendered: unsaved.excerpt ?? '' }, block_markup: unsaved.content },
    }
  }
  let fault: Fault = 'none'
  let rewrite: ((text: string) => string) | null = null
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    requests.push(url.pathname + url.search)
    const wait = fault === 'slow' ? slowMs : delayMs
    if (wait > 0) {
      const waited = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), wait)
        req.socket.once('close', () => (clearTimeout(timer), resolve(false)))
      })
      if (!waited) return
    }
    if (fault === 'error')
      return void res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end('{"code":"internal_server_error","message":"Error establishing a database connection"}')
    if (fault === 'malformed') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id":1,"title":{"rendered":"Cut')
    if (fault === 'invalid')
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(url.pathname.match(/\/\d+$/) ? '{"unexpected":true}' : '[{"unexpected":true}]')
    const live = req.method === 'POST' ? url.pathname.match(/^\/wp-json\/site\/v1\/preview\/(\d+)\/live$/) : null
    if (live) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(await livePreview(Number(live[1]), await bodyOf(req))))
    const response = await api.fetch(new Request(url))
    const headers = Object.fromEntries(response.headers)
    if (!rewrite) {
      res.writeHead(response.status, headers)
      return void res.end(Buffer.from(await response.arrayBuffer()))
    }
    const body = Buffer.from(rewrite(await response.text()))
    res.writeHead(response.status, { ...headers, 'content-length': String(body.length) })
    res.end(body)
  })
  const sockets = new Set<import('node:net').Socket>()
  server.on('connection', (socket) => {
    // Down: the connection is dropped as it opens (the port stays ours, for when it comes back).
    if (fault === 'down') return void socket.destroy()
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}/wp-json`,
    requests,
    setRewrite(next) {
      rewrite = next
    },
    async setFault(next) {
      fault = next
      // Kept-alive connections too: a client's pool must find the source down.
      if (next === 'down') for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
