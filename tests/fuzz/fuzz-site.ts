/**
 * `npm run fuzz`: sends generated hostile requests (tests/support/hostile-requests.ts) to a production
 * build over real HTTP, raw request lines and all, and fails on any 5xx, stack trace, reflected
 * input, redirect off the site, or unhandled rejection in the server's log.
 *
 *   npm run fuzz                      20,000 requests, the fixed seed, to a server it starts (npm run build first)
 *   FUZZ_SEED=random npm run fuzz     a random seed (printed, to replay a failure)
 *   FUZZ_COUNT=50000 FUZZ_URL=http://127.0.0.1:3000 npm run fuzz
 */
import fc from 'fast-check'
import { answerProblem, hostileRequest } from '../support/hostile-requests.ts'
import { refusedByClient, sendRaw } from '../support/raw-request.ts'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { freePort } from '../support/ports.ts'

const COUNT = Number(process.env.FUZZ_COUNT ?? 20_000)
const SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261124)
const CONCURRENCY = 16
const requests = fc.sample(hostileRequest, { seed: SEED, numRuns: COUNT })
async function startOwnSite(): Promise<SiteServer> {
  // The site answers as 127.0.0.1:port: a request naming another Host is served as that one.
  const port = await freePort()
  return startSite({ PORT: String(port), SITE_HOSTS: `127.0.0.1:${port}` })
}
const site = process.env.FUZZ_URL ? null : await startOwnSite()
const base = new URL(process.env.FUZZ_URL ?? site!.url)
const statuses = new Map<number, number>()
const problems: string[] = []
let next = 0
const started = performance.now()
try {
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const request = requests[next++]!
        let problem: string | null
        try {
          const answer = await sendRaw(base, request)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          problem = answerProblem(answer, base.origin)
        } catch (error) {
          if (refusedByClient(error)) continue
          problem = `no answer: ${(error as Error).message}`
        }
        if (problem && problems.length < 50)
          problems.push(`${problem.slice(0, 160)}: ${request.method} ${request.target.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 120)}`)
      }
    }),
  )
} finally {
  await site?.stop()
}
const seconds = (performance.now() - started) / 1000
const log = site?.logs() ?? ''
const logProblems = log.split('\n').filter((line) => /unhandled|URIError|uncaught/i.test(line))

console.log(`fuzz: ${COUNT} requests, seed ${SEED}, ${seconds.toFixed(1)} s (${(COUNT / seconds).toFixed(0)} req/s) to ${base.origin}`)
console.log(
  `statuses: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ')}`,
)
for (const problem of problems) console.log(`  ${problem}`)
for (const line of logProblems.slice(0, 20)) console.log(`  server log: ${line.slice(0, 300)}`)
const failed = problems.length > 0 || logProblems.length > 0 || [...statuses.keys()].some((status) => status >= 500)
console.log(failed ? 'fuzz: FAILED' : 'fuzz: passed (no 5xx, stack trace, reflection, redirect off the site or unhandled rejection)')
process.exit(failed ? 1 : 0)
