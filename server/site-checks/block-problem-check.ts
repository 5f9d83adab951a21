import { BLOCK_PATH_ATTRIBUTE, BLOCK_PROBLEM_ATTRIBUTE, BLOCK_PROBLEM_KIND_ATTRIBUTE } from '../../renderer/preview-messages.ts'
import type { CheckedPage } from './checked-page.ts'
import type { Finding } from './finding.ts'

/**
 * The blocks the site could not show as its own, as the renderer marked them
 * (blocks/markup/resolve-blocks.ts): visitors get the block's saved HTML, which may be stale.
 */
export function blockProblemCheck(page: CheckedPage): Finding[] {
  return [...page.document.querySelectorAll(`[${BLOCK_PROBLEM_KIND_ATTRIBUTE}]`)].map((mark) => {
    const title = mark.getAttribute('data-block-title') ?? 'A block'
    const problem = mark.getAttribute(BLOCK_PROBLEM_ATTRIBUTE) ?? ''
    const path = mark.getAttribute(BLOCK_PATH_ATTRIBUTE)
    switch (mark.getAttribute(BLOCK_PROBLEM_KIND_ATTRIBUTE)) {
      case 'invalid':
        return {
          check: 'block-attributes',
          severity: 'error',
          message: `${title}: its settings break the site’s rules (${problem}). Visitors will see the block’s saved HTML instead, which may be out of date.`,
          path,
        }
      case 'unloaded':
        return {
          check: 'block-content',
          severity: 'warning',
          message: `${title}: its content could not be loaded just now (${problem}). If it persists, visitors will see the block’s saved HTML.`,
          path,
        }
      default:
        return {
          check: 'unknown-block',
          severity: 'warning',
          message: `${title}: the site has no such block (${problem}); visitors see its saved HTML as it is.`,
          path,
        }
    }
  })
}
