import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { inlineStylesheets } from './inline-styles.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'inline-styles-'))
mkdirSync(path.join(dir, 'assets/static'), { recursive: true })
const file = (name: string, css: string) => writeFileSync(path.join(dir, 'assets/static', name), css)
file('base.A1.css', 'body{margin:0}')
file('hero.B2.css', '.hero{display:grid}')
file('big.C3.css', `.big{color:red}${' '.repeat(100)}`)
file('hostile.D4.css', '.x{}</style><script>alert(1)</script>')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const vikeLink = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`
const reactLink = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}"/>`

describe('inlineStylesheets', () => {
  it("puts inline the stylesheets vike links (the base layer) and those the page's head links (blocks, templates)", () => {
    const html = `<head>${vikeLink('/assets/static/base.A1.css')}<title>x</title>${reactLink('/assets/static/hero.B2.css')}</head>`
    expect(inlineStylesheets(dir)(html)).toBe('<head><style>body{margin:0}</style><title>x</title><style>.hero{display:grid}</style></head>')
  })

  it('links a stylesheet larger than the limit, putting the others inline', () => {
    const html = `${vikeLink('/assets/static/base.A1.css')}${reactLink('/assets/static/big.C3.css')}`
    expect(inlineStylesheets(dir, 50)(html)).toBe(`<style>body{margin:0}</style>${reactLink('/assets/static/big.C3.css')}`)
    expect(inlineStylesheets(dir, 0)(html)).toBe(html)
  })

  it('leaves linked what it cannot read, or what would end its style element', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = `${reactLink('/assets/static/missing.E5.css')}${reactLink('/assets/static/hostile.D4.css')}`
    expect(inlineStylesheets(dir)(html)).toBe(html)
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/missing\.E5\.css cannot be inlined/))
    error.mockRestore()
  })
})
