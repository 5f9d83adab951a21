import path from 'node:path'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { signToken } from '../../server/authoring/signatures.ts'
import { startCountingUpstream } from './counting-upstream.ts'
import { startSite } from './site-server.ts'

const SECRET = 'bench-preview-secret'
const EDITOR = 'http://wp.example'
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * The site checks of the dataset's largest page (the most block markup), end to end as the editor
 * asks them (POST /api/checks/page: WordPress's live read, the render, the checks), `rounds` times,
 * beside the live preview of the same state (the render alone) in the same run. The content source
 * answers at once: what is timed is the site.
 */
export async function timeSiteChecks(rounds = 10) {
  const pages = loadDataset(path.resolve('content')).pages
  const largest = pages.reduce((a, b) => (b.markup.length > a.markup.length ? b : a))
  const upstream = await startCountingUpstream(0)
  const site = await startSite({
    CMS_URL: upstream.url,
    CMS_PREVIEW_USER: 'bench',
    CMS_PREVIEW_PASSWORD: 'bench',
    PREVIEW_SECRET: SECRET,
    EDITOR_ORIGIN: EDITOR,
  })
  try {
    const token = signToken(SECRET, { use: 'page-preview', post: largest.id, user: 1, exp: Math.floor(Date.now() / 1000) + 3600 })
    const state = (round: number) => ({ post: largest.id, title: `${largest.meta.title} ${round}`, excerpt: largest.meta.excerpt, content: largest.markup })
    const checks: number[] = []
    const previews: number[] = []
    let findings = 0
    // One of each first: the site's caches (settings, sitemaps, files) warm, as in an editing session.
    for (let round = -1; round < rounds; round++) {
      let started = performance.now()
      const response = await fetch(`${site.url}/api/checks/page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, state: state(round) }),
      })
      const answer = (await response.json()) as { findings?: unknown[]; message?: string }
      if (!answer.findings) throw new Error(`the checks failed: ${response.status} ${answer.message}\n${site.logs()}`)
      if (round >= 0) checks.push(performance.now() - started)
      findings = answer.findings.length
      started = performance.now()
      const preview = await fetch(`${site.url}/api/preview/page`, { method: 'POST', body: new URLSearchParams({ token, state: JSON.stringify(state(round)) }) })
      await preview.text()
      if (round >= 0) previews.push(performance.now() - started)
    }
    return {
      page: `${largest.lang} ${largest.path}`,
      markupKb: largest.markup.length / 1024,
      findings,
      checksMs: median(checks),
      previewMs: median(previews),
      worstMs: Math.max(...checks),
    }
  } finally {
    await site.stop()
    await upstream.close()
  }
}
