import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { JSDOM, VirtualConsole } from 'jsdom'
import type { AxeResults, RunOptions } from 'axe-core'
import type { CheckedPage } from './checked-page.ts'
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

let axeSource: string | undefined
/** axe-core's browser build, read once: it runs inside the page's window, as in a browser. */
const axeScript = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'))

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

/**
 * axe-core's accessibility rules on the page's main content, on the server (jsdom): the content
 * alone, in its language, so that a long header and footer do not cost every check.
 */
export async function axeCheck(page: CheckedPage): Promise<Finding[]> {
  if (!page.main) return []
  const dom = new JSDOM(`<!doctype html><html lang="${page.lang}"><head><title>Content</title></head><body>${page.main.outerHTML}</body></html>`, {
    runScripts: 'outside-only',
    virtualConsole: new VirtualConsole(),
  })
  try {
    unmarked(dom.window.document)
    dom.window.eval(axeScript())
    const results = await (dom.window as unknown as AxeWindow).axe.run(dom.window.document, RUN_OPTIONS)
    return results.violations.flatMap((rule) =>
      rule.nodes.map((node) => {
        const selector = node.target.at(-1)
        const element = typeof selector === 'string' ? dom.window.document.querySelector(selector) : null
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
          path: element?.closest(`[${PATH_KEPT}]`)?.getAttribute(PATH_KEPT) ?? null,
        }
      }),
    )
  } finally {
    dom.window.close()
  }
}
