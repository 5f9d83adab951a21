import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { brotliBytesOf, staticImportsOf } from './static-assets.ts'

const root = mkdtempSync(path.join(tmpdir(), 'client-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the built client files, as a first visit loads them', () => {
  it('name the modules a built module imports statically, not those it loads on demand', () => {
    mkdirSync(path.join(root, 'assets/chunks'), { recursive: true })
    writeFileSync(
      path.join(root, 'assets/entry.js'),
      'import{a as b,c}from"./chunks/c.js";import"../x.js";export{d}from"./e.js";const f=()=>import("./lazy.js");',
    )
    expect(staticImportsOf(root, '/assets/entry.js')).toEqual(['/assets/chunks/c.js', '/x.js', '/assets/e.js'])
    expect(staticImportsOf(root, '/assets/missing.js')).toEqual([])
    expect(staticImportsOf(root, '/../etc/passwd')).toEqual([])
  })

  it('weigh a file as sent with brotli: its .br when it has one', () => {
    writeFileSync(path.join(root, 'assets/site.css'), 'x'.repeat(1000))
    writeFileSync(path.join(root, 'assets/site.css.br'), 'y'.repeat(40))
    writeFileSync(path.join(root, 'assets/tiny.css'), 'z'.repeat(10))
    expect(brotliBytesOf(root, '/assets/site.css')).toBe(40)
    expect(brotliBytesOf(root, '/assets/tiny.css')).toBe(10)
    expect(brotliBytesOf(root, '/assets/none.css')).toBeNull()
  })
})
