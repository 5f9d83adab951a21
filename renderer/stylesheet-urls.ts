import type { PageStylesheetUrls } from './page-stylesheets.tsx'

/**
 * The built stylesheets' URLs (build/vite-plugin-site-blocks.ts), imported dynamically: vike links on
 * a page every stylesheet its modules import statically, and a page must link only those of what it
 * renders. Server only; loaded once.
 */
export async function loadStylesheetUrls(): Promise<PageStylesheetUrls> {
  const { blockStylesheets, templateStylesheets } = await import('virtual:site-stylesheets')
  return { blocks: blockStylesheets, templates: templateStylesheets }
}
