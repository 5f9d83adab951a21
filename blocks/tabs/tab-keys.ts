/**
 * The tab a key moves to in a horizontal WAI-ARIA tablist (arrows wrap, Home/End jump), or null
 * for any other key, which is left to the browser.
 */
export function tabForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
