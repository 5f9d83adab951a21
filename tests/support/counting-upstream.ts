import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { createContentApi } from '../../server/content-api/app.ts'
import { loadDataset } from '../../server/content-api/dataset.ts'
import { freePort } from './site-server.ts'

export interface CountingUpstream {
  /** REST root to give the site as CMS_URL. */
  url: string
  /** Every request path + query the upstream received. */
  requests: string[]
  close: () => Promise<void>
}

/** A WordPress-shaped content source over HTTP that records every request and answers slowly. */
export async function startCountingUpstream(delayMs: number): Promise<CountingUpstream> {
  const api = createContentApi(() => dataset)
  const dataset = loadDataset(path.resolve('content'))
  const requests: string[] = []
  const port = await freePort()
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    requests.push(url.pathname + url.search)
    await new Promise((r) => setTimeout(r, delayMs))
    const response = await api.fetch(new Request(url))
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}/wp-json`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
