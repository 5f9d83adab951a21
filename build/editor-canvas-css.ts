/**
 * The site's styles for WordPress's editor canvas, so that the blocks a marketer types there
 * (headings, paragraphs, lists: WordPress's own blocks) show in the site's type, sizes and colours.
 * The companion plugin loads it into the canvas from the site (includes/editor.php).
 *
 * The same sources as the site's built CSS (the base layer, then every block's stylesheet in folder
 * order, as blocks.css imports them), bundled and minified by Lightning CSS, with every rule moved
 * under the canvas: `:root .editor-styles-wrapper` stands for the page's root, and comes before
 * every other selector. That works where the canvas is an iframe whose body is the wrapper
 * (WordPress 7.x) and where it is a part of the admin page (6.1), and outweighs the theme's and
 * WordPress's own editor styles (`:root :where(h2)`, `.editor-styles-wrapper p`).
 */
import path from 'node:path'
import { bundle, transform, type Selector, type SelectorComponent } from 'lightningcss'
import { readBlockDeclarations } from './block-declarations.ts'
import { EDITOR_CANVAS_STYLESHEET } from '../server/assets/editor-canvas-stylesheet.ts'

/**
 * A page of the site starts from the browser's own styles; the canvas from WordPress's and the
 * theme's editor styles. The type those set on the root and on the elements of content is put back
 * to the browser's first (in the site's terms: the scoping below moves it under the canvas), so
 * that the site's own rules fall on the same ground as on its pages.
 */
const BROWSER_GROUND = `
:root { font-size: medium; font-weight: normal; font-style: normal; letter-spacing: normal; text-transform: none; }
:where(h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, th, td, pre, code) {
  font-family: revert; font-size: revert; font-weight: revert; font-style: revert; line-height: revert;
  letter-spacing: revert; text-transform: revert; color: revert;
}
`

const WRAPPER: SelectorComponent[] = [
  { type: 'pseudo-class', kind: 'root' },
  { type: 'combinator', value: 'descendant' },
  { type: 'class', name: 'editor-styles-wrapper' },
]

/** Is this part of a selector the page's root (`:root`, `html`, `body`)? */
const isRoot = (component: SelectorComponent) =>
  (component.type === 'pseudo-class' && component.kind === 'root') || (component.type === 'type' && (component.name === 'html' || component.name === 'body'))

/** One selector moved under the canvas: its root becomes the wrapper, anything else sits inside it. */
export function underCanvas(selector: Selector): Selector {
  const end = selector.findIndex((component) => component.type === 'combinator')
  const first = end === -1 ? selector : selector.slice(0, end)
  if (!first.some(isRoot)) return [...WRAPPER, { type: 'combinator', value: 'descendant' }, ...selector]
  let rest = selector.slice(first.length)
  // `html body …`: both are the root.
  if (rest[0]?.type === 'combinator' && rest[0].value === 'descendant' && rest[1]?.type === 'type' && rest[1].name === 'body') rest = rest.slice(2)
  return [...WRAPPER, ...first.filter((component) => !isRoot(component)), ...rest]
}

/** The canvas stylesheet's text. */
export function editorCanvasCss(): string {
  const sources = [path.resolve('layouts/site.css'), ...readBlockDeclarations(path.resolve('blocks')).flatMap((block) => (block.styles ? [block.styles] : []))]
  const css = [BROWSER_GROUND, ...sources.map((filename) => bundle({ filename }).code.toString())].join('\n')
  const { code } = transform({
    filename: EDITOR_CANVAS_STYLESHEET,
    code: Buffer.from(css),
    minify: true,
    // Each rule's own selectors (those inside :is(), :not() or :where() are not visited).
    visitor: { Selector: underCanvas },
  })
  return code.toString()
}
