import http from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { MAX_PATH_LENGTH, targetProblem } from './request-guard.ts'
import { answerClientErrors, createNodeHandler } from '../node-handler.ts'
import { listening } from '../../tests/support/ports.ts'

describe('targetProblem', () => {
  it.each([
    ['/%E0%A4%A/', 400, 'malformed percent-encoding'],
    ['/blog/%', 400, 'malformed percent-encoding'],
    ['/%zz', 400, 'malformed percent-encoding'],
    ['/%C0%AF/', 400, 'percent-encoding that is not UTF-8'],
    ['/search/?s=%ff', 400, 'percent-encoding that is not UTF-8'],
    ['/a%00b/', 400, 'a control character in the path'],
    ['/%09/evil.example', 400, 'a control character in the path'],
    ['/\\evil.example/', 400, 'a backslash in the path'],
    [`/${'a'.repeat(MAX_PATH_LENGTH)}/`, 414, `a path longer than ${MAX_PATH_LENGTH} characters`],
    [`/search/?s=${'q'.repeat(5000)}`, 414, 'a query longer than 4096 characters'],
    ['http://evil.example/', 400, 'the request target is not a path'],
  ])('refuses case %# with %i: %s', (target, status, reason) => expect(targetProblem(target)).toEqual({ status, reason }))

  it('lets real paths through, encoded characters and all', () => {
    for (const target of ['/', '/es/dokan/pricing/', '/search/?s=caf%C3%A9', '/%5cevil.example/', '/tag/%E2%9C%93/', '/docs/search/?query=a+b&in=12'])
      expect(targetProblem(target), target).toBeNull()
  })
})

describe('the node handler', () => {
  let server: http.Server
  let port: number
  const seen: { url: string; host: string | undefined }[] = []
  beforeAll(async () => {
    const app = new Hono()
    app.get('*', (c) => {
      seen.push({ url: c.req.url, host: c.req.header('host') })
      return c.redirect(`${new URL(c.req.url).origin}/elsewhere/`, 301)
    })
    server = http.createServer((req, res) => void createNodeHandler(app.fetch, { hosts: ['site.example', '127.0.0.1:1'] })(req, res))
    answerClientErrors(server)
    port = (await listening(server)).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request))
      let answer = ''
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  it('never lets `//host/` become the URL’s host, nor a foreign Host reach the app', async () => {
    const answer = await raw('GET //evil.example/x HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1.1 301/)
    expect(answer).toContain('location: http://site.example/elsewhere/')
    expect(seen.at(-1)).toEqual({ url: 'http://site.example/evil.example/x', host: 'site.example' })
  })

  it('refuses a malformed request line before the app, without echoing it', async () => {
    const answer = await raw('GET /%E0%A4%A/<x-fuzz> HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1.1 400/)
    expect(answer).toContain('400 Bad Request: malformed percent-encoding.')
    expect(answer).not.toContain('<x-fuzz>')
  })

  it('answers what Node cannot parse with 400 instead of dropping the connection', async () => {
    expect(await raw('BREW / HTTP/1.1\r\nHost: site.example\r\n\r\n')).toMatch(/^HTTP\/1.1 400 Bad Request\r\nContent-Length: 0/)
  })
})
