import { readdirSync, readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { startCountingUpstream, type CountingUpstream } from '../support/counting-upstream.ts'

/** The production server as `npm start` runs it: compiled JavaScript, health checks, and a drain on SIGTERM. */
const sites: SiteServer[] = []
let upstream: CountingUpstream | undefined

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()))
  await upstream?.close()
})

describe('the production server', () => {
  it('npm start runs the compiled server, not TypeScript compiled on the fly, with a heap sized for it', () => {
    const { scripts, config } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; config: { node_flags: string } }
    expect(scripts.start).toBe('NODE_ENV=production node $npm_package_config_node_flags dist/node/index.js')
    expect(config.node_flags).toMatch(/^--max-old-space-size=\d+$/)
    expect(scripts.build).toContain('npm run build:server')
  })

  it('the built pages bundle no server code: the server hands them its one content client', () => {
    const files = readdirSync('dist/server', { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file))
    const bundled = files.map((file) => readFileSync(`dist/server/${file}`, 'utf8')).join('\n')
    // The embedded API (Hono, the dataset, SQLite), the client's transport and its caches' scope.
    for (const marker of ['from "hono', 'better-sqlite3', 'ofetch', 'node:async_hooks', 'createCmsClient', 'loadDataset', 'globalThis[Symbol'])
      expect(bundled, marker).not.toContain(marker)
  })

  it('/healthz says it is alive; /readyz names a failing content source, and stays ready (every instance shares the source)', async () => {
    upstream = await startCountingUpstream(0)
    const site = await startSite({ CMS_URL: upstream.url, CMS_RETRY_AFTER_MS: '0' })
    sites.push(site)
    const json = async (route: string) => {
      const response = await fetch(site.url + route)
      return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> }
    }
    expect(await json('/healthz')).toEqual({ status: 200, cache: 'no-store', body: { ok: true } })
    expect(await json('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { ok: true, contentSource: null, outbox: null, draining: null, degraded: null },
    })
    await upstream.setFault('down')
    // A visitor's page finds the source down; readiness knows at once.
    expect((await fetch(`${site.url}/support/topic/never-asked-before/`)).status).toBe(503)
    const down = await json('/readyz')
    expect(down).toMatchObject({ status: 200, body: { ok: true, outbox: null, draining: null } })
    expect(down.body.contentSource).toMatch(/^the content source is (?:failing|not answering)$/)
    expect((await json('/healthz')).status).toBe(200)
    await upstream.setFault('none')
    expect((await fetch(`${site.url}/about/`)).status).toBe(200)
    expect((await json('/readyz')).status).toBe(200)
  })

  it('on SIGTERM finishes the requests under way, takes no new ones, and exits', async () => {
    // A content source that takes 1.5 s to answer keeps a page render under way.
    const slow = await startCountingUpstream(1500)
    const site = await startSite({ CMS_URL: slow.url, CMS_TIMEOUT_MS: '10000', PAGE_CACHE_SECONDS: '0', DRAIN_NOTICE_MS: '1000' })
    try {
      const started = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (slow.requests.length > 0) {
            clearInterval(check)
            resolve()
          }
        }, 10)
      })
      const underWay = fetch(`${site.url}/about/`)
      await started
      const stopped = site.stop()
      // The signal is taken before the next request is asked for: its order against a request is the operating system's.
      await expect.poll(() => site.logs()).toContain('[server] SIGTERM: readiness off; finishing the requests under way, taking no new ones')
      // The notice period: still answering, but not ready, and closing each connection after its answer.
      const ready = await fetch(`${site.url}/readyz`)
      expect([ready.status, ready.headers.get('connection')]).toEqual([503, 'close'])
      expect(await ready.json()).toMatchObject({ ok: false, draining: 'the server is shutting down' })
      const answer = await underWay
      // A request under way at SIGTERM: finished, and its connection closed after it too.
      expect([answer.status, answer.headers.get('connection')]).toEqual([200, 'close'])
      expect(await answer.text()).toContain('</html>')
      await stopped
      await expect(fetch(`${site.url}/about/`)).rejects.toThrow()
      expect(site.logs()).toContain('[server] SIGTERM: readiness off; finishing the requests under way, taking no new ones')
      expect(site.logs()).toContain('[server] stopped')
    } finally {
      await slow.close()
    }
  }, 60_000)
})
