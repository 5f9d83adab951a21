import http from 'node:http'
import type { HostileRequest } from './hostile-requests.ts'

/** Only the start of a body is read: enough for a stack trace or a reflection, cheap for big pages. */
const BODY_LIMIT = 256 * 1024

/** Sends a request exactly as given (request line unnormalized, any Host) and reads the answer. */
export function sendRaw(base: URL, request: HostileRequest): Promise<{ status: number; body: string; location: string | null }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: request.target, headers: { host: base.host, ...request.headers }, setHost: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          if (body.length < BODY_LIMIT) body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location ?? null }))
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer in 30 s')))
    outgoing.end()
  })
}

/** Node refuses to send some generated header values: the client's refusal, not the server's fault. */
export const refusedByClient = (error: unknown) => error instanceof TypeError || (error as NodeJS.ErrnoException).code === 'ERR_INVALID_CHAR'
