import { parseDocument } from 'htmlparser2'
import render from 'dom-serializer'
import { Element, Text, type ChildNode } from 'domhandler'
import { isSafeUrl } from '../../content-schemas/safe-url.ts'
import { rehomed } from './rehome-url.ts'

/**
 * Allow-list sanitizer for CMS HTML. html-react-parser is not XSS-safe on its own, so every piece
 * of CMS markup goes through here before it is rendered. Anything not listed is removed:
 * scripts, event handlers, javascript:/vbscript: URLs, data: URLs (but raster images), iframe
 * srcdoc, <base>, <meta> (refresh), forms, embedded objects (a PDF preview becomes a link to the
 * PDF) and HTML comments. SVG and MathML keep only their drawing and formula elements (an icon,
 * a formula: WordPress 6.9's icon and math blocks), never a link, a script, styles, animation,
 * or HTML inside them; anything else in them goes with its content.
 */

/** Elements removed together with their content. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'title',
  'head',
  'form',
  'input',
  'textarea',
  'select',
  'option',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'portal',
  'dialog',
])

const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'audio',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'button',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'main',
  'mark',
  'nav',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'track',
  'u',
  'ul',
  'var',
  'video',
  'wbr',
])

/** SVG as an icon draws: shapes, groups and their text alternatives. Not `use`, `image`, `a`, `style`, `foreignObject` or animation. */
const SVG_TAGS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'title', 'desc'])
const SVG_ATTRS = new Set(
  (
    'viewbox preserveaspectratio xmlns version width height x y x1 y1 x2 y2 cx cy r rx ry d points transform focusable ' +
    'fill fill-rule fill-opacity clip-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit ' +
    'stroke-dasharray stroke-dashoffset stroke-opacity opacity'
  ).split(' '),
)

/** MathML as a formula writes it (MathML Core). Not `annotation-xml` (HTML inside), `maction`, `mglyph` or `href`. */
const MATHML_TAGS = new Set(
  (
    'math semantics annotation mrow mi mn mo ms mtext mspace mfrac msqrt mroot msub msup msubsup munder mover munderover ' +
    'mmultiscripts mprescripts none mtable mtr mtd mstyle mpadded mphantom merror menclose'
  ).split(' '),
)
const MATHML_ATTRS = new Set(
  (
    'xmlns display displaystyle scriptlevel mathvariant mathsize mathcolor mathbackground lspace rspace stretchy symmetric ' +
    'largeop movablelimits accent accentunder fence separator form minsize maxsize linethickness columnalign rowalign ' +
    'columnspan rowspan notation encoding width height depth voffset'
  ).split(' '),
)

/** Where an element is: in HTML, or inside an `<svg>` or a `<math>`, whose own lists apply. */
type Markup = 'html' | 'svg' | 'math'
const FOREIGN: Record<Exclude<Markup, 'html'>, { tags: Set<string>; attrs: Set<string> }> = {
  svg: { tags: SVG_TAGS, attrs: SVG_ATTRS },
  math: { tags: MATHML_TAGS, attrs: MATHML_ATTRS },
}

const GLOBAL_ATTRS = new Set(['class', 'id', 'title', 'lang', 'dir', 'role', 'style', 'hidden'])

const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel', 'hreflang', 'download']),
  img: new Set(['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'fetchpriority']),
  source: new Set(['src', 'srcset', 'sizes', 'type', 'media']),
  video: new Set(['src', 'poster', 'controls', 'muted', 'autoplay', 'loop', 'playsinline', 'preload', 'width', 'height']),
  // Kept for its text (an accordion's heading): a plain button, never a form's.
  button: new Set(['type', 'disabled']),
  audio: new Set(['src', 'controls', 'muted', 'loop', 'preload']),
  track: new Set(['src', 'kind', 'srclang', 'label', 'default']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  time: new Set(['datetime']),
  del: new Set(['datetime', 'cite']),
  ins: new Set(['datetime', 'cite']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  details: new Set(['open']),
}

const URL_ATTRS = new Set(['href', 'src', 'poster', 'cite'])

function isSafeSrcset(value: string): boolean {
  return value.split(',').every((candidate) => isSafeUrl(candidate.trim().split(/\s+/)[0] ?? ''))
}

/** A raster image inlined as a data: URL (never SVG, HTML or anything else a browser would run). */
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif)(?:;base64)?,[a-z0-9+/=%]*$/i

/** Where an image may come from: a safe URL, or inline raster data (`src` of an image, a poster). */
const RASTER_DATA_ATTRS: Record<string, Set<string>> = { img: new Set(['src']), video: new Set(['poster']) }

/** `url(…)`, its argument quoted or not. */
const CSS_URL = /url\(\s*(['"]?)([^'"()\s]*)\1\s*\)/gi

/** A background image the site may load: over https, or from the site itself. */
const isBackgroundUrl = (url: string) => /^https:\/\/[^\s/]/i.test(url) || /^\/(?!\/)/.test(url)

/**
 * Inline styles may set colours, spacing and background images (https or the site's own), never
 * load anything else or execute anything.
 */
function isSafeStyle(value: string): boolean {
  // CSS escapes could spell anything (`u\72 l(` is `url(`): a style that needs one is not kept.
  if (value.includes('\\')) return false
  if (/(expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import|image-set|cross-fade|element\s*\(|src\s*\()/i.test(value)) return false
  for (const declaration of value.split(';')) {
    if (!/url\s*\(/i.test(declaration)) continue
    const colon = declaration.indexOf(':')
    const property = declaration.slice(0, colon).trim().toLowerCase()
    // Only the background properties may load an image, and only from where isBackgroundUrl says.
    if (colon < 0 || (property !== 'background' && property !== 'background-image')) return false
    const rest = declaration.slice(colon + 1).replace(CSS_URL, (_, _quote: string, url: string) => (isBackgroundUrl(url) ? '' : 'url('))
    if (/url\s*\(/i.test(rest)) return false
  }
  return true
}

function isAllowedAttr(markup: Markup, tag: string, name: string): boolean {
  if (GLOBAL_ATTRS.has(name) || name.startsWith('aria-') || name.startsWith('data-')) return true
  return markup === 'html' ? (TAG_ATTRS[tag]?.has(name) ?? false) : FOREIGN[markup].attrs.has(name)
}

function cleanAttributes(el: Element, markup: Markup, options: SanitizeOptions): void {
  const clean: Record<string, string> = {}
  for (const [rawName, value] of Object.entries(el.attribs)) {
    const name = rawName.toLowerCase()
    if (name.startsWith('on') || !isAllowedAttr(markup, el.name, name)) continue
    const rasterData = RASTER_DATA_ATTRS[el.name]?.has(name) === true && RASTER_DATA_URL.test(value.trim())
    if (URL_ATTRS.has(name) && !isSafeUrl(value) && !rasterData) continue
    if (name === 'srcset' && !isSafeSrcset(value)) continue
    if (name === 'style' && !isSafeStyle(value)) continue
    clean[name] = value
  }
  if (el.name === 'a' && clean.href && options.homeUrl) clean.href = rehomed(clean.href, options.homeUrl)
  if (el.name === 'a' && clean.target === '_blank') clean.rel = 'noopener noreferrer'
  if (el.name === 'button') clean.type = 'button'
  if (el.name === 'img' && options.images?.leadOpen) {
    options.images.leadOpen = false
    delete clean.loading
    clean.fetchpriority = 'high'
  } else if (el.name === 'img' && !clean.loading) {
    clean.loading = 'lazy'
  }
  // A video may start by itself only without sound, as browsers allow it.
  if (el.name === 'video' && 'autoplay' in clean && !('muted' in clean)) delete clean.autoplay
  el.attribs = clean
}

/**
 * An embedded PDF (the file block's preview) cannot be kept: it becomes a visible link to the PDF,
 * named by its file name, instead of disappearing without a word.
 */
function pdfLink(object: Element): Element | null {
  const url = object.attribs.data ?? ''
  if (object.attribs.type?.toLowerCase() !== 'application/pdf' || !url || !isSafeUrl(url)) return null
  let name = url
  try {
    name = decodeURIComponent(new URL(url, 'https://site.invalid').pathname.split('/').pop() || url)
  } catch {
    // a malformed escape: the URL as it is
  }
  const link = new Element('a', { href: url, class: 'wp-block-file__preview-link' }, [new Text(name)])
  return new Element('p', { class: 'wp-block-file__preview' }, [link])
}

export interface SanitizeOptions {
  /** Keeps `<site-slot data-slot="{slotNonce}:{n}">` markers the block pipeline inserted itself. */
  slotNonce?: string
  /** The content source's home URL: links to it become the site's own paths. */
  homeUrl?: string
  /**
   * Images: the page's lead image (the first of its main content, `lead.open`) is fetched with high
   * priority, as the likely largest paint; every other image without a loading of its own is lazy.
   */
  images?: { leadOpen: boolean }
}

function sanitizeChildren(nodes: ChildNode[], options: SanitizeOptions, markup: Markup = 'html'): ChildNode[] {
  const out: ChildNode[] = []
  for (const node of nodes) {
    if (node instanceof Text) {
      out.push(node)
    } else if (node instanceof Element) {
      const tag = node.name.toLowerCase()
      // Inside SVG or MathML (or entering one), only their lists: anything else goes, content and all.
      const inside: Markup = markup === 'html' && (tag === 'svg' || tag === 'math') ? tag : markup
      if (inside !== 'html') {
        if (!FOREIGN[inside].tags.has(tag)) continue
        node.name = tag
        cleanAttributes(node, inside, options)
        node.children = sanitizeChildren(node.children, options, inside)
        for (const child of node.children) child.parent = node
        out.push(node)
        continue
      }
      if (tag === 'site-slot') {
        const marker = node.attribs['data-slot'] ?? ''
        if (options.slotNonce && marker.startsWith(`${options.slotNonce}:`)) {
          node.attribs = { 'data-slot': marker }
          node.children = []
          out.push(node)
        }
        continue
      }
      if (tag === 'object') {
        const link = pdfLink(node)
        if (link) out.push(link)
        continue
      }
      if (DROP_WITH_CONTENT.has(tag)) continue
      const children = sanitizeChildren(node.children, options)
      if (!ALLOWED_TAGS.has(tag)) {
        out.push(...children) // unknown wrapper: keep its (sanitized) content
        continue
      }
      node.name = tag
      cleanAttributes(node, 'html', options)
      node.children = children
      for (const child of children) child.parent = node
      out.push(node)
    }
    // comments, CDATA and processing instructions are dropped
  }
  return out
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const document = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true })
  const children = sanitizeChildren(document.children, options)
  return render(children, { encodeEntities: 'utf8', decodeEntities: true })
}
