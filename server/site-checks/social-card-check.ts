import type { CheckedPage } from './checked-page.ts'
import type { Finding } from './finding.ts'

/** A blog post shared on a social network shows its featured image: without one, there is no card. */
export function socialCardCheck(page: CheckedPage): Finding[] {
  const { preview } = page
  if (preview.type !== 'posts' || preview.item.featured_image) return []
  return [
    {
      check: 'social-card',
      severity: 'warning',
      message: 'This post has no featured image: shared on social networks, it shows no picture. Set one in the Featured image panel.',
      path: null,
    },
  ]
}
