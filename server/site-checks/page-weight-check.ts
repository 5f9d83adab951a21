import { brotliCompressSync } from 'node:zlib'
import { pageBrotliOptions } from '../page-cache/page-entry.ts'
import { BLOCK_PATH_TAG } from '../../renderer/preview-messages.ts'
import type { CheckedPage } from './checked-page.ts'
import type { Finding } from './finding.ts'

export interface PageWeightOptions {
  /** The budget, from the site settings (KB, brotli). */
  budgetKb: number
  /** The bytes the site sends a brotli-accepting browser for one of its files, or null where it has none (server/assets/static-assets.ts). */
  fileBytes: (pathname: string) => number | null
  /** The files a built module imports statically (server/assets/static-assets.ts staticImportsOf): the browser loads them with it. */
  staticImports: (pathname: string) => string[]
}

/**
 * What a first visit downloads before the page works, with brotli: the HTML, the stylesheets it
 * links, the scripts and module preloads it names (its entry too) and every module they import statically (the
 * site's own files; islands loaded later on demand do not count). Null when the files are not on
 * disk (the dev server builds them on the fly).
 */
export function firstVisitBytes(page: CheckedPage, options: Omit<PageWeightOptions, 'budgetKb'>): number | null {
  // The page as visitors get it: without the preview's block marks.
  const publicHtml = page.html.replace(new RegExp(`</?${BLOCK_PATH_TAG}\\b[^>]*>`, 'g'), '')
  const html = brotliCompressSync(publicHtml, pageBrotliOptions(Buffer.byteLength(publicHtml))).length
  const urls = new Set(
    // The page's entry is named by the bootstrap (`data-entry`, server/page-bootstrap.ts), which starts it.
    [...page.document.querySelectorAll('link[rel="stylesheet"][href], link[rel="modulepreload"][href], script[src], script[data-entry]')]
      .map((element) => new URL(element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('data-entry') ?? '', page.url))
      .filter((url) => url.origin === page.url.origin)
      .map((url) => url.pathname),
  )
  let total = html
  // The module graph, each file once.
  const files = [...urls]
  for (let i = 0; i < files.length; i++) {
    const pathname = files[i] as string
    const bytes = options.fileBytes(pathname)
    if (bytes === null) return null
    total += bytes
    for (const imported of options.staticImports(pathname)) {
      if (urls.has(imported)) continue
      urls.add(imported)
      files.push(imported)
    }
  }
  return total
}

/** The page's first-visit weight against the budget in the site settings. */
export function pageWeightCheck(page: CheckedPage, options: PageWeightOptions): Finding[] {
  const bytes = firstVisitBytes(page, options)
  if (bytes === null) return []
  const kb = bytes / 1024
  if (kb <= options.budgetKb) return []
  return [
    {
      check: 'page-weight',
      severity: 'warning',
      message: `A first visit to this page downloads ${kb.toFixed(1)} KB (HTML, styles and scripts, compressed), over the site’s budget of ${options.budgetKb} KB: it will be slow on mobile networks. Fewer or lighter blocks bring it down.`,
      path: null,
    },
  ]
}
