import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { answerProblem, hostileRequest } from '../support/hostile-requests.ts'
import { refusedByClient, sendRaw } from '../support/raw-request.ts'
import { testConfig } from '../support/site-config.ts'
import { listening } from '../support/ports.ts'

/**
 * A property of the production app, in this process: whatever a scanner sends (tests/support/
 * hostile-requests.ts), the answer is never a 5xx, a stack trace, an internal path, the input
 * reflected unescaped or a redirect off the site, and nothing is left unhandled. The seed is fixed
 * (FUZZ_SEED=random tries another; a failure prints the seed and the shrunk request to replay).
 */
let server: http.Server
let base: URL
const serverErrors: string[] = []
const seed = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : 20261124
const originalError = console.error
const onUnhandled = (reason: unknown) => serverErrors.push(`unhandled rejection: ${String(reason).slice(0, 300)}`)

beforeAll(async () => {
  // The built server entry registers the pages with vike, as `npm start` does.
  await import(path.resolve('dist/server/entry.mjs'))
  const [{ createApp }, { answerClientErrors, createNodeHandler }] = await Promise.all([import('../../server/app.ts'), import('../../server/node-handler.ts')])
  const app = createApp({ config: testConfig({ PAGE_CACHE_SECONDS: '60' }), clientDir: path.resolve('dist/client') })
  console.error = (...args: unknown[]) => {
    const line = args.map(String).join(' ')
    if (/URIError|unhandled|uncaught/i.test(line)) serverErrors.push(line.slice(0, 300))
    originalError(...args)
  }
  process.on('unhandledRejection', onUnhandled)
  server = http.createServer()
  answerClientErrors(server)
  base = new URL((await listening(server)).origin)
  const handle = createNodeHandler(app.fetch, { hosts: [base.host] })
  server.on('request', (req, res) => void handle(req, res))
})

afterAll(async () => {
  console.error = originalError
  process.off('unhandledRejection', onUnhandled)
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

describe('hostile requests to the production app', () => {
  it('never get a 5xx, a stack trace, their input reflected or a redirect off the site', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        let answer
        try {
          answer = await sendRaw(base, request)
        } catch (error) {
          if (refusedByClient(error)) return
          throw error
        }
        expect(answerProblem(answer, base.origin)).toBeNull()
      }),
      { seed, numRuns: 400 },
    )
    expect(serverErrors).toEqual([])
  }, 120_000)
})
