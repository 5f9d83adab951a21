import type { WpPreview } from '../../content-schemas/preview.ts'
import type { Locale } from '../../content-rules/locales.ts'
import { BLOCK_PATH_ATTRIBUTE, BLOCK_PATH_TAG } from '../../renderer/preview-messages.ts'

/** A page the site rendered for its editor, read once for every check. */
export interface CheckedPage {
  /** The page's HTML, as sent. */
  html: string
  document: Document
  /** The page's main content (the blocks, the template's title): what the checks of content look at. */
  main: Element | null
  /** The page's URL on the site (links resolve against it). */
  url: URL
  /** The item rendered, as WordPress gave it with the editor's unsaved state over it. */
  preview: WpPreview
  lang: Locale
}

/**
 * jsdom, loaded at the first check and not with the server: its modules and their code take about
 * 20 MB of the server's memory from its start, and most instances never run a check.
 */
export const loadJsdom = () => import('jsdom')

export async function readCheckedPage(html: string, url: URL, preview: WpPreview): Promise<CheckedPage> {
  const { JSDOM, VirtualConsole } = await loadJsdom()
  // No scripts run and nothing is fetched: the checks read the markup the site sent.
  const { document } = new JSDOM(html, { url: url.href, virtualConsole: new VirtualConsole() }).window
  return { html, document, main: document.querySelector('main'), url, preview, lang: preview.item.lang }
}

/** The path of the innermost block `element` belongs to, or null when it is the template's. */
export function blockPathOf(element: Element): string | null {
  return element.closest(`${BLOCK_PATH_TAG}[${BLOCK_PATH_ATTRIBUTE}]`)?.getAttribute(BLOCK_PATH_ATTRIBUTE) ?? null
}

/** Text for a message: whitespace collapsed, at most `max` characters. */
export function quoted(text: string, max = 60): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  return `“${plain.length > max ? `${plain.slice(0, max - 1)}…` : plain}”`
}

/** Whether assistive technology skips `element`: it or an ancestor is aria-hidden or hidden. */
export function isHiddenFromAssistiveTech(element: Element): boolean {
  return element.closest('[aria-hidden="true"], [hidden]') !== null
}
