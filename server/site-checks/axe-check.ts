import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import { loadJsdom, type CheckedPage } from './checked-page.ts'
import { BLOCK_PATH_ATTRIBUTE, BLOCK_PATH_TAG } from '../../renderer/preview-messages.ts'
import type { Finding } from './finding.ts'

/**
 * axe-core's rules that this check leaves out: those that need a layout, which a server has not
 * (colours as painted, sizes, scrolling, spacing), those about the template rather than the
 * content (landmarks), and those the site's own checks make with their own words (images, link
 * and button names, the heading outline).
 */
export const AXE_RULES_LEFT_OUT = [
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
  'css-orientation-lock',
  'avoid-inline-spacing',
  'p-as-heading',
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'heading-order',
  'image-alt',
  'link-name',
  'button-name',
] as const

const RUN_OPTIONS: RunOptions = {
  rules: Object.fromEntries(AXE_RULES_LEFT_OUT.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
}

/** Where the content keeps a block's path once its marks are gone. */
const PATH_KEPT = 'data-site-checks-path'

/**
 * The content as visitors get it: without the preview's block marks, which would stand between a
 * list and its items (axe's list rules). Each block's path stays on its elements.
 */
function unmarked(document: Document) {
  const marks = [...document.querySelectorAll(`${BLOCK_PATH_TAG}[${BLOCK_PATH_ATTRIBUTE}]`)].reverse()
  for (const mark of marks) {
    const path = mark.getAttribute(BLOCK_PATH_ATTRIBUTE) ?? ''
    for (const child of mark.children) if (!child.hasAttribute(PATH_KEPT)) child.setAttribute(PATH_KEPT, path)
    mark.replaceWith(...mark.childNodes)
  }
}

type AxeWindow = Window & { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }

let axeWindow: AxeWindow | undefined
/**
 * One window with axe-core's browser build in it, made at the first check and kept (loading axe
 * costs more than most runs); each run puts a page's content in it.
 */
async function windowWithAxe(): Promise<AxeWindow> {
  if (!axeWindow) {
    const { JSDOM, VirtualConsole } = await loadJsdom()
    const { window } = new JSDOM('<!doctype html><html><head><title>Content</title></head><body></body></html>', {
      runScripts: 'outside-only',
      virtualConsole: new VirtualConsole(),
    })
    window.eval(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'))
    axeWindow = window as unknown as AxeWindow
  }
  return axeWindow
}

/** The runs, one after the other: they share the window. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * axe-core's accessibility rules on the page's main content, on the server (jsdom): the content
 * alone, in its language, so that a long header and footer do not cost every check.
 */
export function axeCheck(page: CheckedPage): Promise<Finding[]> {
  const run = queue.then(() => runAxe(page))
  queue = run.catch(() => undefined)
  return run
}

async function runAxe(page: CheckedPage): Promise<Finding[]> {
  if (!page.main) return []
  const window = await windowWithAxe()
  const { document } = window
  document.documentElement.lang = page.lang
  document.body.innerHTML = page.main.outerHTML
  try {
    unmarked(document)
    const results = await window.axe.run(document, RUN_OPTIONS)
    // What axe finds in the template around the blocks is the site's to mend: only the blocks' count.
    return results.violations.flatMap((rule) =>
      rule.nodes.flatMap((node) => {
        const selector = node.target.at(-1)
        const element = typeof selector === 'string' ? document.querySelector(selector) : null
        const path = element?.closest(`[${PATH_KEPT}]`)?.getAttribute(PATH_KEPT) ?? null
        if (path === null) return []
        const serious = node.impact === 'critical' || node.impact === 'serious'
        return {
          check: `axe:${rule.id}`,
          severity: serious ? ('warning' as const) : ('notice' as const),
          message: `${rule.help}.${
            node.failureSummary
              ? ` ${
                  node.failureSummary
                    .replace(/^Fix (any|all) of the following:\s*/i, '')
                    .split('\n')[0]
                    ?.trim() ?? ''
                }`
              : ''
          }`,
          path,
        }
      }),
    )
  } finally {
    document.body.replaceChildren()
  }
}
