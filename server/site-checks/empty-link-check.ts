import type { CheckedPage } from './checked-page.ts'
import { blockPathOf, isHiddenFromAssistiveTech } from './checked-page.ts'
import type { Finding } from './finding.ts'

/** What a screen reader would say for `element`, roughly: its label, else its visible text and its images' alternatives. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label')?.trim()
  if (label) return label
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) {
    const named = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim()
    if (named) return named
  }
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) parts.push(node.textContent ?? '')
    if (node.nodeType !== node.ELEMENT_NODE) return
    const child = node as Element
    if (child.getAttribute('aria-hidden') === 'true') return
    if (child.tagName === 'IMG') parts.push(child.getAttribute('alt') ?? '')
    else if (child.tagName.toLowerCase() === 'svg') parts.push(child.querySelector('title')?.textContent ?? child.getAttribute('aria-label') ?? '')
    else child.childNodes.forEach(walk)
  }
  element.childNodes.forEach(walk)
  return parts.join(' ').trim() || (element.getAttribute('title')?.trim() ?? '')
}

/** Links and buttons of the blocks that say nothing: a screen reader announces "link", and nothing else. */
export function emptyLinkCheck(page: CheckedPage): Finding[] {
  if (!page.main) return []
  return [...page.main.querySelectorAll('a[href], button, [role="button"]')]
    .filter((element) => blockPathOf(element) !== null && !isHiddenFromAssistiveTech(element) && accessibleName(element) === '')
    .map((element) => {
      const kind = element.tagName === 'A' ? 'link' : 'button'
      const target = kind === 'link' ? ` to ${element.getAttribute('href')}` : ''
      return {
        check: 'empty-link',
        severity: 'warning',
        message: `A ${kind}${target} has no text: give it words that say where it leads or what it does.`,
        path: blockPathOf(element),
      }
    })
}
