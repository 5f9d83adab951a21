import { createServer, type IncomingMessage, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startSite, type SiteServer } from '../support/site-server.ts'

/**
 * A `kill -9` of the real server process in the middle of a delivery: the lead is not lost, and the
 * forms service takes it once. The stand-in service holds the first attempt unanswered (the server
 * dies waiting), keeps the submissions it takes by their Idempotency-Key as a service should, and
 * answers the attempt made after the restart.
 */
const received: { key: string; body: string }[] = []
const taken = new Map<string, string>()
let holdNext = true
let arrived: () => void = () => {}
let service: Server
let servicePort: number
let dataDir: string
let site: SiteServer | undefined

const readBody = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => resolve(body))
})

beforeAll(async () => {
  servicePort = await freePort()
  service = createServer(async (req, res) => {
    const body = await readBody(req)
    const key = String(req.headers['idempotency-key'] ?? '')
    received.push({ key, body })
    arrived()
    // The first attempt is held until its connection dies with the server.
    if (holdNext) {
      holdNext = false
      return
    }
    if (!taken.has(key)) taken.set(key, body)
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}')
  })
  await new Promise<void>((resolve) => service.listen(servicePort, '127.0.0.1', resolve))
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-forms-crash-'))
})

afterAll(async () => {
  await site?.stop()
  service.closeAllConnections()
  await new Promise((resolve) => service.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

const env = () => ({ FORMS_DB: path.join(dataDir, 'forms.sqlite'), FORMS_API_URL: `http://127.0.0.1:${servicePort}/api`, FORMS_RETRY_BASE_MS: '400' })

describe('a crash in the middle of a delivery', () => {
  it('loses no lead and has it taken once', async () => {
    site = await startSite(env())
    const submissionId = '6f1c2b9e-3c1d-4d8e-9a2b-7c5d4e3f2a10'
    const firstAttempt = new Promise<void>((resolve) => (arrived = resolve))
    const posting = fetch(`${site.url}/api/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ submissionId, email: 'crash@example.com' }),
    }).catch((error: unknown) => error)
    await firstAttempt
    await site.kill()
    expect(await posting).toBeInstanceOf(Error) // the visitor's request died with the server

    const delivered = new Promise<void>((resolve) => (arrived = resolve))
    site = await startSite(env())
    await delivered
    // The attempt the crash cut short, and the one after the restart; the outbox now says delivered, so none follows.
    expect(received.map((r) => r.key)).toEqual([submissionId, submissionId])
    const outbox = new Database(path.join(dataDir, 'forms.sqlite'), { readonly: true })
    const row = outbox.prepare('SELECT status, attempts FROM form_outbox WHERE submission_id = ?').get(submissionId)
    outbox.close()
    expect(row).toEqual({ status: 'delivered', attempts: 1 })
    expect([...taken.keys()]).toEqual([submissionId])
    expect(taken.get(submissionId)).toContain('crash@example.com')
    expect(site.logs()).toContain('[forms] 1 deliveries were under way when the server last stopped: retried now')
  }, 60_000)
})
