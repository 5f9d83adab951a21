import { describe, expect, it } from 'vitest'
import { transform } from 'lightningcss'
import { editorCanvasCss, underCanvas } from './editor-canvas-css.ts'

/** A selector list's selectors (commas inside `:where(…)` and the like do not split it). */
function selectorsOf(list: string): string[] {
  const out = ['']
  let depth = 0
  for (const char of list) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (char === ',' && depth === 0) out.push('')
    else out[out.length - 1] += char
  }
  return out
}

/** `css` with every selector moved under the canvas, as the build writes it. */
const scoped = (css: string) => transform({ filename: 'x.css', code: Buffer.from(css), minify: true, visitor: { Selector: underCanvas } }).code.toString()

describe('the editor canvas stylesheet', () => {
  it("moves the page's root onto the canvas's wrapper and everything else inside it", () => {
    expect(scoped(':root{--ink:#111}')).toBe(':root .editor-styles-wrapper{--ink:#111}')
    expect(scoped('html body h2{color:red}')).toBe(':root .editor-styles-wrapper h2{color:red}')
    expect(scoped('body.dark p{color:red}')).toBe(':root .editor-styles-wrapper.dark p{color:red}')
    expect(scoped('.plan>.plan__amount,h3{margin:0}')).toBe(':root .editor-styles-wrapper .plan>.plan__amount,:root .editor-styles-wrapper h3{margin:0}')
  })

  it("holds the site's base layer and block styles, every rule under the canvas", () => {
    const css = editorCanvasCss()
    expect(css).toContain('.plan__amount')
    const selectors = [...css.replace(/@media[^{]*\{/g, '').matchAll(/(?:^|})([^{}@]+)\{/g)].flatMap((m) => selectorsOf(m[1]!))
    expect(selectors.length).toBeGreaterThan(100)
    const outside = selectors.filter((selector) => !selector.trim().startsWith(':root .editor-styles-wrapper') && !/^\s*(from|to|\d+%)\s*$/.test(selector))
    expect(outside).toEqual([])
  })
})
