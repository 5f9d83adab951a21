import type { CheckedPage } from './checked-page.ts'
import { blockPathOf, isHiddenFromAssistiveTech } from './checked-page.ts'
import type { Finding } from './finding.ts'

/** The Image block's style that marks an image as decorative (registered in the editor by the companion plugin). */
export const DECORATIVE_IMAGE_CLASS = 'is-style-decorative'

/** A Cover block's background: the block's text is what it says. */
const COVER_BACKGROUND_CLASS = 'wp-block-cover__image-background'

/** Said so in the markup: a presentational role, the Image block's Decorative style, a cover's background. */
function isDecorative(image: Element): boolean {
  const role = image.getAttribute('role')
  return (
    role === 'presentation' ||
    role === 'none' ||
    image.classList.contains(COVER_BACKGROUND_CLASS) ||
    image.closest(`.${DECORATIVE_IMAGE_CLASS}`) !== null ||
    isHiddenFromAssistiveTech(image)
  )
}

/**
 * Images of the blocks without a text alternative, unless marked decorative. The template's own
 * images (an author's avatar beside the name) are the site's concern, not the page's.
 */
export function imageAltCheck(page: CheckedPage): Finding[] {
  if (!page.main) return []
  return [...page.main.querySelectorAll('img')]
    .filter((image) => !(image.getAttribute('alt') ?? '').trim() && !isDecorative(image) && blockPathOf(image) !== null)
    .map((image) => {
      const file = (image.getAttribute('src') ?? '').split(/[?#]/)[0]?.split('/').pop() ?? ''
      return {
        check: 'image-alt',
        severity: 'warning',
        message: `An image${file ? ` (${file})` : ''} has no alternative text: describe it for people who cannot see it, or give it the Decorative style if it only decorates.`,
        path: blockPathOf(image),
      }
    })
}
