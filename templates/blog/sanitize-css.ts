/**
 * Sanitizes page-level CSS from the content source (Spectra's `uagb_inline_style`) before it goes
 * into a `<style>` element: it cannot close the element, load or run anything, or hide in escapes.
 * Rules and `@media`/`@supports` blocks are kept; other at-rules, and every declaration with a
 * dangerous value, are dropped.
 */

const NESTING_AT_RULES = /^@(media|supports|container|layer)\b/i
/** Values and properties that run code or load from elsewhere: dropped with their declaration. */
const DANGEROUS_VALUE = /expression\s*\(|javascript:|vbscript:|@import/i
const DANGEROUS_PROPERTY = /^(behavior|-moz-binding)$/i
const URL_VALUE = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi

function safeUrls(value: string): boolean {
  for (const match of value.matchAll(URL_VALUE)) {
    const url = (match[2] ?? '').trim()
    // Site-relative files only: a remote URL in CSS can track visitors.
    if (!url.startsWith('/') || url.startsWith('//')) return false
  }
  return true
}

function sanitizeDeclarations(body: string): string {
  return body
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 1) return false
      const property = declaration.slice(0, colon).trim()
      const value = declaration.slice(colon + 1)
      return /^-?[a-z][a-z0-9-]*$/i.test(property) && !DANGEROUS_PROPERTY.test(property) && !DANGEROUS_VALUE.test(value) && safeUrls(value)
    })
    .join('; ')
}

/** Finds the `}` that closes the block opened just before `from`, or -1. */
function closingBrace(css: string, from: number): number {
  let depth = 1
  for (let i = from; i < css.length; i++) {
    if (css[i] === '{') depth++
    else if (css[i] === '}' && --depth === 0) return i
  }
  return -1
}

function sanitizeRules(css: string): string {
  const out: string[] = []
  let i = 0
  while (i < css.length) {
    const open = css.indexOf('{', i)
    const semicolon = css.indexOf(';', i)
    // A statement without a block (`@import url(x);`, stray text): dropped.
    if (semicolon !== -1 && (open === -1 || semicolon < open)) {
      i = semicolon + 1
      continue
    }
    if (open === -1) break
    const prelude = css.slice(i, open).trim()
    const close = closingBrace(css, open + 1)
    if (close === -1) break // unbalanced: the rest is dropped
    const body = css.slice(open + 1, close)
    if (prelude.startsWith('@')) {
      if (NESTING_AT_RULES.test(prelude) && !DANGEROUS_VALUE.test(prelude)) {
        const inner = sanitizeRules(body)
        if (inner) out.push(`${prelude} { ${inner} }`)
      }
    } else if (prelude && !/[{}]/.test(prelude)) {
      const declarations = sanitizeDeclarations(body)
      if (declarations) out.push(`${prelude} { ${declarations} }`)
    }
    i = close + 1
  }
  return out.join('\n')
}

export function sanitizeCss(css: string): string {
  const plain = css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    // `<` could close the style element; backslash escapes could spell anything.
    .replace(/[<\\]/g, '')
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '')
  return sanitizeRules(plain)
}
