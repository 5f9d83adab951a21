import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { refusal, targetProblem } from './http/request-guard.ts'
import type { PageReply, PageRequest } from './page-cache/page-http-cache.ts'
import type { Log } from './log/create-log.ts'
import { requestContext, requestIdOf } from './log/request-context.ts'
import { routeKind } from './metrics/route-kind.ts'
import type { SiteMetrics } from './metrics/site-metrics.ts'

export interface NodeHandlerOptions {
  /**
   * The host names the site answers as (`SITE_HOSTS`, plus loopback on its port). A request naming
   * another Host is served as the first: a client's Host never reaches a URL the site writes
   * (a canonical link, a redirect, structured data) or a cached page.
   */
  hosts: string[]
  /**
   * Whether each answer ends its connection (while the server drains), decided as the answer is
   * written: a request under way when draining began gets it too.
   */
  closing?: () => boolean
  /**
   * A page the server holds in memory, answered at once (the app's own answer, made without the
   * Fetch objects around it); null sends the request through the app.
   */
  fromMemory?: (url: string, request: PageRequest) => PageReply | null
  /** Where each request is logged (at `debug`, with its id, status and duration); none: not logged. */
  log?: Log
  /** Where every answer is counted and timed, by route kind and status (server/metrics/site-metrics.ts). */
  metrics?: Pick<SiteMetrics, 'answered'>
}

/** Writes a Fetch Response to a Node response (the refusals made before Hono sees the request). */
async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * The Node request handler around the app: the raw request line is checked before it becomes a URL
 * (`//evil.example/` would otherwise parse as a host), leading slashes are collapsed, and the Host
 * is one of the site's own.
 */
export function createNodeHandler(
  fetch: (request: Request) => Response | Promise<Response>,
  { hosts, closing = () => false, fromMemory, log, metrics }: NodeHandlerOptions,
) {
  const finish = (response: Response): Response => {
    if (!closing()) return response
    // A copy: a response's own headers may be immutable (one fetched from elsewhere).
    const closed = new Response(response.body, response)
    closed.headers.set('Connection', 'close')
    return closed
  }
  const listener = getRequestListener(async (request) => finish(await fetch(request)))
  const known = new Set(hosts.map((host) => host.toLowerCase()))
  // Decided once: at the default level, a request costs no log work at all.
  const logRequests = log?.isLevelEnabled('debug') ?? false
  /** Counts the answer once Node has written it all (an answer cut off by the client is not one). */
  const countWhenFinished = (req: IncomingMessage, res: ServerResponse, startedAt: number, refused: boolean) => {
    if (metrics) res.once('finish', () => metrics.answered(refused ? 'invalid' : routeKind(req.url!), res.statusCode, (performance.now() - startedAt) / 1000))
  }
  return (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    const startedAt = metrics ? performance.now() : 0
    // Every answer names its request (X-Request-Id: the client's or the proxy's when valid, else a
    // new one), and so does every line logged while it is handled.
    const requestId = requestIdOf(req.headers['x-request-id'])
    if (logRequests) logRequest(log!, req, res, requestId)
    const problem = targetProblem(req.url ?? '')
    if (problem) {
      countWhenFinished(req, res, startedAt, true)
      res.setHeader('X-Request-Id', requestId)
      return send(res, finish(refusal(problem)))
    }
    req.url = req.url!.replace(/^\/{2,}/, '/')
    if (!known.has((req.headers.host ?? '').toLowerCase())) {
      // Both views of the headers: the URL is built from one, the Request's headers from the other.
      req.headers.host = hosts[0]!
      const at = req.rawHeaders.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'host')
      if (at === -1) req.rawHeaders.push('Host', hosts[0]!)
      else req.rawHeaders[at + 1] = hosts[0]!
    }
    // The URL as the app reads it (a target the URL parser would change finds nothing, and goes on).
    const kept = fromMemory?.(`http://${req.headers.host}${req.url}`, {
      method: req.method ?? 'GET',
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
    })
    if (kept) {
      // Raw header pairs, added to rather than set: a name given twice (Link) stays twice.
      res.writeHead(kept.status, [...kept.flatHeaders, 'X-Request-Id', requestId, ...(closing() ? ['Connection', 'close'] : [])])
      res.end(kept.body)
      // Written whole, at once: counted now, without a listener on the hot path.
      metrics?.answered(routeKind(req.url), kept.status, (performance.now() - startedAt) / 1000)
      return
    }
    countWhenFinished(req, res, startedAt, false)
    res.setHeader('X-Request-Id', requestId)
    return requestContext.run({ requestId }, () => listener(req, res))
  }
}

/** One `debug` line when the answer is sent (or the client went away first): what, how it ended, how long it took. */
function logRequest(log: Log, req: IncomingMessage, res: ServerResponse, requestId: string) {
  const started = performance.now()
  // The path alone: a query may carry what a visitor typed.
  const path = (req.url ?? '').split('?')[0]!.slice(0, 200)
  const done = () => {
    const durationMs = Math.round((performance.now() - started) * 10) / 10
    log.debug({ requestId, method: req.method, path, status: res.statusCode, durationMs, ...(res.writableFinished ? {} : { aborted: true }) }, 'request')
  }
  res.once('close', done)
}

/** A request Node could not parse (an unknown method, a broken header): a plain 400, not a dropped socket. */
export function answerClientErrors(server: Server, metrics?: Pick<SiteMetrics, 'answered'>) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy()
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request'
    // No body: the request may have been a HEAD, which Node could not tell us.
    socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
    // Not timed: when the request began is not known.
    metrics?.answered('invalid', Number(status.slice(0, 3)), null)
  })
}
