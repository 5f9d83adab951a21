import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A stylesheet larger than this is linked rather than put inline (the browser then keeps it across
 * pages). The default puts every stylesheet inline: docs/architecture.md, "Styles: a page carries what it shows", has the measure.
 */
export const INLINE_CSS_MAX_BYTES = 64 * 1024

// As vike links the base layer and React the blocks' and templates' (renderer/page-stylesheets.tsx).
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[\w.-]+\.css)"\/?>/g

/**
 * The built stylesheets a page links, put inline (`<style>`), so that the first screen needs no
 * second round trip before it paints (Lighthouse mobile: a slow 4G round trip is 150 ms). Done once
 * per render, in the page cache; the page's policy allows each inline style by its hash
 * (security-headers.ts). Files are read once.
 */
export function inlineStylesheets(clientDir: string, maxBytes = INLINE_CSS_MAX_BYTES): (html: string) => string {
  const files = new Map<string, string | null>()
  const read = (href: string): string | null => {
    if (!files.has(href)) {
      let css: string | null = null
      try {
        css = readFileSync(path.join(clientDir, href), 'utf8')
      } catch (error) {
        console.error(`[server] ${href} cannot be inlined: ${error instanceof Error ? error.message : String(error)}`)
      }
      files.set(href, css && !/<\/style/i.test(css) ? css : null)
    }
    return files.get(href) ?? null
  }
  return (html) =>
    html.replace(STYLESHEET, (link, href: string) => {
      const css = read(href)
      return css !== null && Buffer.byteLength(css) <= maxBytes ? `<style>${css}</style>` : link
    })
}
