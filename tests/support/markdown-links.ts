import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The relative links and #anchors of Markdown files, resolved as GitHub resolves them: a link's path
 * from the file's folder (or, starting with `/`, from the repository's root), an anchor against the
 * ids GitHub gives the target file's headings. Links and headings inside fenced code blocks and code
 * spans are not links; links with a scheme (`https:`, `mailto:`) or starting with `//` are not checked.
 */

/** One link of a file: where it is and what it points at. */
export interface MarkdownLink {
  line: number
  target: string
}

/**
 * Characters GitHub drops from a heading's id (github-slugger's rule): other numbers, every punctuation
 * but connector punctuation (`_`), symbols, controls, format and private-use characters, unassigned code
 * points and separators; a normal space (it becomes `-`), a normal `-` and alphabetic characters stay.
 */
const DROPPED = /[\p{No}\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}\p{S}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Z}]/u
const ALPHABETIC = /\p{Alphabetic}/u

/** A heading's id as GitHub makes it from the heading's text: lowercased, dropped characters removed, each space a `-`. */
export function headingSlug(text: string): string {
  return [...text.toLowerCase()]
    .filter((char) => char === ' ' || char === '-' || ALPHABETIC.test(char) || !DROPPED.test(char))
    .join('')
    .replace(/ /g, '-')
}

/** The file's lines with those of fenced code blocks blanked (line numbers kept). */
function outsideFences(markdown: string): string[] {
  let fence: { char: string; length: number } | undefined
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence) {
      if (marker && marker[0] === fence.char && marker.length >= fence.length && line.trim() === marker) fence = undefined
      return ''
    }
    if (marker) {
      fence = { char: marker[0]!, length: marker.length }
      return ''
    }
    return line
  })
}

/** Code spans (a run of backticks to the next run of the same length, within a paragraph). */
const CODE_SPAN = /(?<!`)(`+)(?!`)((?:(?!\n[ \t]*\n)[^])*?)(?<!`)\1(?!`)/g

/** The text with its code spans blanked, newlines kept (so that line numbers still hold). */
function withoutCodeSpans(text: string): string {
  return text.replace(CODE_SPAN, (span) => span.replace(/[^\n]/g, ' '))
}

/** The text a heading shows, as GitHub renders it: code spans' content, links' text, no images, tags or emphasis marks. */
function headingText(source: string): string {
  return source
    .split(CODE_SPAN)
    .map((part, index) => {
      // split() gives [text, backticks, code, text, backticks, code, …]
      if (index % 3 === 2) return part.trim()
      if (index % 3 === 1) return ''
      return part
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(^|[^\p{L}\p{N}_])_+|_+(?=$|[^\p{L}\p{N}_])/gu, '$1')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
    })
    .join('')
    .trim()
}

/** The texts of a file's headings, in order: ATX (`## Title`) and setext (a line underlined with `===` or `---`). */
export function headingsOf(markdown: string): string[] {
  const lines = outsideFences(markdown)
  const headings: string[] = []
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line)
    if (atx) {
      headings.push(headingText(atx[1] ?? ''))
      return
    }
    const next = lines[index + 1]
    const paragraphLine = line.trim() !== '' && !/^ {0,3}([-*+>|]|\d+[.)])/.test(line)
    const previous = lines[index - 1]
    const startsParagraph = index === 0 || previous === undefined || previous.trim() === ''
    if (next !== undefined && /^ {0,3}(=+|-+)[ \t]*$/.test(next) && paragraphLine && startsParagraph) headings.push(headingText(line))
  })
  return headings
}

/** The ids a file's headings get (a repeated one numbered `-1`, `-2`… as GitHub does), and any `id` or `name` its HTML gives. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const text of headingsOf(markdown)) {
    const slug = headingSlug(text)
    let anchor = slug
    while (anchors.has(anchor)) {
      const count = (seen.get(slug) ?? 0) + 1
      seen.set(slug, count)
      anchor = `${slug}-${count}`
    }
    anchors.add(anchor)
  }
  const html = withoutCodeSpans(outsideFences(markdown).join('\n'))
  for (const [, id] of html.matchAll(/<[a-z][^>]*?\s(?:id|name)="([^"]+)"/gi)) anchors.add(id!)
  return anchors
}

/** A file's links: inline links and images, reference definitions, and HTML `href`/`src`; none in code. */
export function linksOf(markdown: string): MarkdownLink[] {
  const text = withoutCodeSpans(outsideFences(markdown).join('\n'))
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length
  const links: MarkdownLink[] = []
  const patterns = [
    // `](target)` or `](target "title")`: the end of every inline link and image
    /\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
    // `[label]: target`
    /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm,
    /<(?:a|img|source)\b[^>]*?\s(?:href|src)="([^"]*)"/gi,
  ]
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      links.push({ line: lineOf(match.index), target: match[1]!.replace(/^<|>$/g, '') })
    }
  }
  return links.sort((a, b) => a.line - b.line)
}

/** A link GitHub leaves to the browser: one with a scheme, or to another host. */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')
}

/**
 * What does not resolve among the relative links of `files` (paths from `root`): a file or folder that
 * does not exist or lies outside `root`, an anchor no heading of the Markdown file it names has, an
 * anchor into another kind of file other than a line (`#L12`, `#L12-L20`). One line each, `file:line: …`.
 */
export function brokenLinks(root: string, files: string[]): string[] {
  const anchorsByFile = new Map<string, Set<string>>()
  const anchorsIn = (file: string) => {
    let anchors = anchorsByFile.get(file)
    if (!anchors) anchorsByFile.set(file, (anchors = anchorsOf(readFileSync(file, 'utf8'))))
    return anchors
  }
  const top = path.resolve(root)
  const broken: string[] = []
  for (const file of files) {
    const source = path.resolve(top, file)
    for (const { line, target } of linksOf(readFileSync(source, 'utf8'))) {
      if (isExternal(target)) continue
      const where = `${file}:${line}: ${target}`
      const hash = target.indexOf('#')
      const [linkPath, anchor] = hash === -1 ? [target, undefined] : [target.slice(0, hash), target.slice(hash + 1)]
      let decodedPath: string
      let decodedAnchor: string | undefined
      try {
        decodedPath = decodeURIComponent(linkPath.replace(/\?.*$/, ''))
        decodedAnchor = anchor === undefined ? undefined : decodeURIComponent(anchor)
      } catch {
        broken.push(`${where}: not a valid URL`)
        continue
      }
      const resolved = decodedPath === '' ? source : decodedPath.startsWith('/') ? path.join(top, decodedPath) : path.resolve(path.dirname(source), decodedPath)
      if (resolved !== top && !resolved.startsWith(top + path.sep)) {
        broken.push(`${where}: outside the repository`)
        continue
      }
      if (!existsSync(resolved)) {
        broken.push(`${where}: no such file or folder (${path.relative(top, resolved)})`)
        continue
      }
      if (decodedAnchor === undefined || decodedAnchor === '') continue
      if (statSync(resolved).isFile() && /\.(md|markdown)$/i.test(resolved)) {
        if (!anchorsIn(resolved).has(decodedAnchor)) broken.push(`${where}: no heading with the id "${decodedAnchor}" in ${path.relative(top, resolved)}`)
      } else if (!/^L\d+(-L\d+)?$/.test(decodedAnchor)) {
        broken.push(`${where}: an anchor into ${path.relative(top, resolved) || '.'}, which is not Markdown`)
      }
    }
  }
  return broken
}
