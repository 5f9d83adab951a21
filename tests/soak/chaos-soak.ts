/**
 * `npm run soak:chaos -- --seconds 300` (after `npm run build`): faults tried together under load
 * (tests/support/chaos-run.ts), then one table: requests and the answers that were not 2xx by
 * cause, latency inside and outside the fault windows, leads posted and delivered, memory.
 * Exits 1 when the acceptance does not hold: a lead taken and not delivered, or delivered twice;
 * an answer of 500 or more seen through haproxy (other than the site's branded 503 for a page it
 * never had); p99 outside the windows over 100 ms; an instance over 400 MB.
 *
 *   npm run soak:chaos -- --seconds 300 [--crawlers 4] [--posters 2]
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { formatChaosReport, outsideLatency, runChaos, serverErrors } from '../support/chaos-run.ts'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '300' }, crawlers: { type: 'string', default: '4' }, posters: { type: 'string', default: '2' } },
})
const whole = (name: string, value: string | undefined) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number, 1 or more; it is '${value}'`)
  return n
}

const logsDir = mkdtempSync(path.join(tmpdir(), 'chaos-logs-'))
const report = await runChaos({
  seconds: whole('seconds', values.seconds),
  crawlers: whole('crawlers', values.crawlers),
  posters: whole('posters', values.posters),
  logsDir,
})
writeFileSync(path.join(logsDir, 'answers.json'), JSON.stringify(report.answers))
console.log(`(each instance's output, and every answer with its time: ${logsDir})`)
console.log(`\n${formatChaosReport(report)}`)
const problems = [
  report.leads.missing.length ? `${report.leads.missing.length} leads taken and not delivered` : null,
  report.leads.duplicates ? `${report.leads.duplicates} leads delivered twice` : null,
  serverErrors(report).size ? `answers of 500 or more: ${[...serverErrors(report)].map(([cause, n]) => `${cause} × ${n}`).join(', ')}` : null,
  outsideLatency(report).p99 > 100 ? `p99 outside the fault windows is ${outsideLatency(report).p99.toFixed(0)} ms (over 100)` : null,
  ...report.maxRss.map((bytes, i) => (bytes > 400 * 1024 * 1024 ? `instance ${i + 1} held ${(bytes / 1024 / 1024).toFixed(0)} MB (over 400)` : null)),
].filter((problem) => problem !== null)
if (problems.length) {
  console.error(`\nsoak:chaos: FAILED: ${problems.join('; ')}`)
  process.exitCode = 1
} else console.log('\nsoak:chaos: every lead delivered once, no answer of 500 or more, p99 and memory within bounds')
