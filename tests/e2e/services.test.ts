import { createServer, type Server } from 'node:http'
import pg from 'pg'
import { createClient } from 'redis'
import { afterAll, describe, expect, it } from 'vitest'
import { startHaproxy, startPostgres, startRedis } from '../support/services.ts'
import { listening } from '../support/ports.ts'

/** The private test services of tests/support/services.ts answer, and haproxy balances and fails over. */
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
})

describe('test services', () => {
  it('redis answers PING, SET and GET, and starts again on the same port', async () => {
    const redis = await startRedis()
    cleanups.push(() => redis.stop())
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`)
    const connect = async () => {
      const client = createClient({ url: redis.url })
      client.on('error', () => {})
      await client.connect()
      return client
    }
    const first = await connect()
    try {
      expect(await first.ping()).toBe('PONG')
      await first.set('greeting', 'hello')
      expect(await first.get('greeting')).toBe('hello')
    } finally {
      first.destroy()
    }
    await redis.stop()
    await redis.start()
    const second = await connect()
    try {
      expect(await second.get('greeting')).toBeNull() // no persistence
      expect(await second.ping()).toBe('PONG')
    } finally {
      second.destroy()
    }
  })

  it('postgres answers SELECT 1', async () => {
    const postgres = await startPostgres()
    cleanups.push(() => postgres.stop())
    expect(postgres.url).toMatch(/^postgres:\/\/\w+@127\.0\.0\.1:\d+\/\w+$/)
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    try {
      expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    } finally {
      await client.end()
    }
  })

  it('haproxy alternates between two instances and sends everything to the survivor once one is gone', async () => {
    const instance = async (name: string): Promise<{ server: Server; url: string }> => {
      const server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(req.url === '/readyz' ? 'ready' : name))
      return { server, url: (await listening(server)).origin }
    }
    const a = await instance('a')
    const b = await instance('b')
    cleanups.push(async () => {
      for (const { server } of [a, b]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    })
    const haproxy = await startHaproxy([a.url, b.url])
    cleanups.push(() => haproxy.stop())
    expect(haproxy.url).toBe(`http://127.0.0.1:${haproxy.port}`)
    const get = async () => {
      const response = await fetch(`${haproxy.url}/`)
      return `${response.status} ${await response.text()}`
    }

    const answers: string[] = []
    for (let i = 0; i < 6; i++) answers.push(await get())
    expect(answers.slice().sort()).toEqual(['200 a', '200 a', '200 a', '200 b', '200 b', '200 b'])
    for (let i = 1; i < answers.length; i++) expect(answers[i]).not.toBe(answers[i - 1])

    // One instance goes away, its idle connections with it: every request is answered by the other,
    // at once (retried there) and after the health check has taken the dead one out.
    a.server.closeAllConnections()
    await new Promise((resolve) => a.server.close(resolve))
    const after: string[] = []
    for (let i = 0; i < 6; i++) after.push(await get())
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    for (let i = 0; i < 4; i++) after.push(await get())
    expect(after).toEqual(Array(10).fill('200 b'))
  })
})
