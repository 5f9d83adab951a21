/**
 * Prints what a page of the support forum costs on the generated forum (npm run bench:forum, after
 * `npm run build`): the longest topic's first and last page of replies from the embedded API, beside
 * a baseline in the same run (the same page found by reading every reply, what an API without its
 * per-topic lists would do); the topic page's data with the content cache cold; and the page rendered
 * by the built site with its page cache bypassed.
 */
import path from 'node:path'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { createContentApi } from '../../embedded-wordpress/app.ts'
import { FORUM_PAGE_SIZE } from '../../content-rules/forum-pages.ts'
import { createSiteCms } from '../../server/site-cms.ts'
import { loadTopic } from '../../templates/forum/load-topic.ts'
import { startSite } from '../support/site-server.ts'
import { parseSiteConfig } from '../../server/config/site-config.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const cms = createSiteCms(parseSiteConfig({}).content)
const dataset = loadDataset(path.resolve('content'))
const { forum } = dataset
const longest = [...forum.topics].sort((a, b) => forum.replies.get(b.id)!.length - forum.replies.get(a.id)!.length)[0]!
const count = forum.replies.get(longest.id)!.length
const lastPage = Math.ceil(count / FORUM_PAGE_SIZE)

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!
async function time(rounds: number, run: () => unknown) {
  const samples: number[] = []
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  return `median ${median(samples).toFixed(2).padStart(7)} ms  max ${Math.max(...samples)
    .toFixed(2)
    .padStart(7)} ms`
}

const api = createContentApi(() => dataset)
const replies = async (page: number) =>
  (await api.fetch(new Request(`http://bench.test/wp-json/bbpress/v1/replies/?topic=${longest.id}&order=asc&per_page=${FORUM_PAGE_SIZE}&page=${page}`))).json()
const firstRequest = performance.now()
await replies(1)
const indexMs = performance.now() - firstRequest

// The lookup the API makes, and the baseline: every reply of the forum read to find one topic's page.
const everyReply = [...forum.replies.values()].flat()
const lookup = (page: number) => JSON.stringify(forum.replies.get(longest.id)!.slice((page - 1) * FORUM_PAGE_SIZE, page * FORUM_PAGE_SIZE))
const scan = (page: number) =>
  JSON.stringify(
    everyReply
      .filter((reply) => reply.topic === longest.id)
      .sort((a, b) => a.position - b.position)
      .slice((page - 1) * FORUM_PAGE_SIZE, page * FORUM_PAGE_SIZE),
  )

console.log(`forum: ${forum.forums.length} forums, ${forum.topics.length} topics, ${everyReply.length} replies, ${forum.users.length} users`)
console.log(`longest topic: ${count} replies, ${lastPage} pages; the API's lists built on its first request in ${indexMs.toFixed(1)} ms\n`)
console.log('replies of the longest topic                page 1                              last page')
console.log(`embedded API request (HTTP, JSON) ${await time(ROUNDS, () => replies(1))}   ${await time(ROUNDS, () => replies(lastPage))}`)
console.log(`  its lookup: the topic's list   ${await time(ROUNDS, () => lookup(1))}   ${await time(ROUNDS, () => lookup(lastPage))}`)
console.log(`  baseline: read every reply     ${await time(ROUNDS, () => scan(1))}   ${await time(ROUNDS, () => scan(lastPage))}`)

// The page's data as the site loads it (topic, forum trail, replies, authors), every content call made afresh.
const cold = (page: number) => () => {
  cms.clearCache()
  return loadTopic(cms, longest.slug, page, 'http://bench.test')
}
console.log(`topic page data, content cold    ${await time(40, cold(1))}   ${await time(40, cold(lastPage))}`)

const site = await startSite()
try {
  let n = 0
  const render = (page: number) => async () => {
    const response = await fetch(`${site.url}/support/topic/${longest.slug}/${page > 1 ? `page/${page}/` : ''}?bench=${n++}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    if (response.status !== 200) throw new Error(`answered ${response.status}`)
    await response.text()
  }
  await render(1)()
  console.log(`site render, no page cache      ${await time(40, render(1))}   ${await time(40, render(lastPage))}`)
} finally {
  await site.stop()
}
