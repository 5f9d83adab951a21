import { afterEach, describe, expect, it } from 'vitest'
import { createLog } from './create-log.ts'
import { routeConsoleToLog } from './console-to-log.ts'
import { requestContext, requestIdOf } from './request-context.ts'

/** A log writing into an array, a parsed line each. */
async function capturedLog(level: 'info' | 'debug' = 'info', secrets: string[] = []) {
  const lines: Record<string, unknown>[] = []
  const log = await createLog(
    { level, format: 'json' },
    { secrets, destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  )
  return { log, lines }
}

const originalConsole = { ...console }
afterEach(() => Object.assign(console, originalConsole))

describe('the server log', () => {
  it('writes one JSON object a line, with its level by name, an ISO time, the message and the fields', async () => {
    const { log, lines } = await capturedLog()
    log.warn({ component: 'forms', pending: 3 }, '[forms] 3 submissions wait')
    log.debug('not written at info')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'warn', component: 'forms', pending: 3, message: '[forms] 3 submissions wait' })
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time)
  })

  it("names the request a line was written for, by the request's id", async () => {
    const { log, lines } = await capturedLog()
    await requestContext.run({ requestId: 'req-1' }, async () => {
      await Promise.resolve()
      log.info('inside')
    })
    log.info('outside')
    expect(lines.map((line) => [line.message, line.requestId])).toEqual([
      ['inside', 'req-1'],
      ['outside', undefined],
    ])
  })

  it('never shows an email address, a bearer token or a configured secret, in the message or a field', async () => {
    const { log, lines } = await capturedLog('info', ['s3cret-value', 'pg-password'])
    log.error(
      { upstream: 'postgres://leads:pg-password@db/leads', who: 'ana.ruiz@example.com' },
      'Bearer abc.def-123 refused for ana.ruiz@example.com with s3cret-value',
    )
    const text = JSON.stringify(lines)
    for (const leaked of ['ana.ruiz@example.com', 'abc.def-123', 's3cret-value', 'pg-password']) expect(text).not.toContain(leaked)
    expect(lines[0]).toMatchObject({
      message: 'Bearer [redacted] refused for [email] with [secret]',
      who: '[email]',
      upstream: 'postgres://leads:[secret]@db/leads',
    })
  })

  it("takes the site's console lines, at the console method's level, with their [component]", async () => {
    const { log, lines } = await capturedLog('debug')
    routeConsoleToLog(log)
    console.log('[server] started on %s', 'http://localhost:3000/')
    console.warn('[cms] slow')
    console.error(new Error('boom'))
    console.debug('plain')
    expect(lines.map(({ level, component, message }) => ({ level, component, message: String(message).split('\n')[0] }))).toEqual([
      { level: 'info', component: 'server', message: '[server] started on http://localhost:3000/' },
      { level: 'warn', component: 'cms', message: '[cms] slow' },
      { level: 'error', component: undefined, message: 'Error: boom' },
      { level: 'debug', component: undefined, message: 'plain' },
    ])
  })
})

describe("a request's id", () => {
  it('is the one it came with when that is a short token, else a new one', () => {
    expect(requestIdOf('abc-123.X:y_z')).toBe('abc-123.X:y_z')
    for (const bad of [undefined, '', 'x'.repeat(129), 'two words', 'line\nbreak', '<script>', ['a', 'b']]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined))
  })
})
