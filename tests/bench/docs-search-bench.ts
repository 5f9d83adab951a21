/**
 * Prints the docs search time on the dataset (npm run bench:search): the FTS5 index the embedded
 * content API answers with, beside a baseline in the same run, a plain in-memory scan of the same
 * texts for the same words (what a search without an index costs).
 */
import path from 'node:path'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { createDocsIndex } from '../../embedded-wordpress/docs-search.ts'

const QUERIES = [
  'withdraw',
  'withdr',
  'commission rate',
  'vendor dashboard 404',
  'stripe',
  'mailchimp audience',
  'gantt',
  'kanban board',
  'shortcode',
  'subscription pack',
  'shipping zone',
  'refund',
  'email not sending',
  'rest api',
  'webhook',
  'pixel purchase',
  'setup wizard',
  'verification',
  'wholesale price',
  'permalinks',
  'zzqqx nothing',
  'dokan_get_seller_percentage',
  'csv export',
  'time tracker',
]
const LANGS = ['en', 'es'] as const
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40)

const dataset = loadDataset(path.resolve('content'))
const built = performance.now()
const index = createDocsIndex(dataset.docs)
const buildMs = performance.now() - built

// The baseline: every doc's lowercase text in memory, every word looked for in each.
const texts = dataset.docs.map((doc) => ({ doc, text: `${doc.meta.title} ${doc.markup.replace(/<[^>]*>/g, ' ')}`.toLowerCase() }))
const scan = (query: string, lang: string) => {
  const words = query.toLowerCase().split(/\s+/)
  return texts.filter((t) => t.doc.lang === lang && words.every((w) => t.text.includes(w))).slice(0, 20)
}

function time(run: (query: string, lang: (typeof LANGS)[number]) => unknown) {
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const lang of LANGS) {
      for (const query of QUERIES) {
        const started = performance.now()
        run(query, lang)
        samples.push(performance.now() - started)
      }
    }
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!
  return `p50 ${at(0.5).toFixed(3)} ms  p95 ${at(0.95).toFixed(3)} ms  max ${at(1).toFixed(3)} ms  (${samples.length} searches)`
}

console.log(`docs: ${dataset.docs.length} docs in ${new Set(dataset.docs.map((d) => d.lang)).size} languages; index built in ${buildMs.toFixed(1)} ms`)
console.log(`FTS5 index     ${time((query, lang) => index.search(query, { lang, limit: 20 }))}`)
console.log(`baseline scan  ${time((query, lang) => scan(query, lang))}`)
