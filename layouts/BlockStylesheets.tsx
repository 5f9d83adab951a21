import { usePageContext } from 'vike-react/usePageContext'
import { blockStylesheetsOf } from '../blocks/render/block-stylesheets.ts'
import { Stylesheet } from '../renderer/page-stylesheets.tsx'

/**
 * In every page's head (pages/+Head.tsx): the stylesheets of the blocks the page renders, after the
 * base layer vike links (layouts/site.css) and before its template's (renderer/page-stylesheets.tsx).
 */
export function BlockStylesheets() {
  const { data, stylesheets } = usePageContext()
  return blockStylesheetsOf(data, stylesheets.blocks).map((href) => <Stylesheet key={href} href={href} />)
}
