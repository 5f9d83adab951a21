import { collectStyledBlocks } from '../markup/block-node.ts'

/**
 * The stylesheets (URLs, from `urls`: blocks by name) of the blocks a page renders, read from the
 * records of the block trees in its data (markup/block-node.ts), in folder order: the order blocks.css
 * imports them in, so that the cascade between two blocks is the one Storybook shows.
 */
export function blockStylesheetsOf(data: unknown, urls: Record<string, string>): string[] {
  const rendered = collectStyledBlocks(data)
  return Object.entries(urls).flatMap(([name, href]) => (rendered.has(name) ? [href] : []))
}
