import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDataset } from './dataset.ts'

/** content/ copied aside, edited by `edit`; every check of the loader names the file at fault. */
const copies: string[] = []
function contentWhere(edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'))
  copies.push(dir)
  cpSync(path.resolve('content'), dir, { recursive: true })
  edit(dir)
  return dir
}
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const rewrite = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')))

describe('loadDataset checks', () => {
  it('loads the dataset as it is', () => {
    expect(loadDataset(path.resolve('content')).posts.length).toBeGreaterThanOrEqual(40)
  })

  it('refuses two entries of a catalog with the same menu order (WordPress would list them in any order)', () => {
    const dir = contentWhere((d) => rewrite(path.join(d, 'catalog/dokan-modules/en/booking.html'), (t) => t.replace(/"order":\s*\d+/, '"order": 2')))
    expect(() => loadDataset(dir)).toThrow(/content\/catalog\/dokan-modules\/en: \S+ and \S+ have the same order 2/)
  })

  it('refuses two posts of a language in the same minute (lists are by date)', () => {
    const dir = contentWhere((d) =>
      rewrite(path.join(d, 'posts/en/project-manager-gantt.html'), (t) => t.replace('"date": "2026-09-02T10:00:00"', '"date": "2026-10-14T08:30:00"')),
    )
    expect(() => loadDataset(dir)).toThrow(/both dated 2026-10-14T08:30/)
  })

  it('names a post that refers to an unknown category, tag, author or image', () => {
    const dir = contentWhere((d) =>
      rewrite(path.join(d, 'posts/en/project-manager-gantt.html'), (t) => t.replace('"categories": [16, 18]', '"categories": [16, 999]')),
    )
    expect(() => loadDataset(dir)).toThrow('content/posts/en/project-manager-gantt.html: unknown category 999')
  })

  it('refuses a reply to a comment of another post', () => {
    const dir = contentWhere((d) => {
      const file = path.join(d, 'blog/comments/90102.json')
      const comments = JSON.parse(readFileSync(file, 'utf8'))
      comments[0].parent = 1020 // a comment of post 90111
      writeFileSync(file, JSON.stringify(comments))
    })
    expect(() => loadDataset(dir)).toThrow(/comments\/90102\.json: comment \d+ answers 1020, which is not a comment of the same post/)
  })

  it('names a comment by an unknown author', () => {
    const dir = contentWhere((d) => {
      const file = path.join(d, 'blog/comments/90102.json')
      const comments = JSON.parse(readFileSync(file, 'utf8'))
      comments[0].author = 99
      writeFileSync(file, JSON.stringify(comments))
    })
    expect(() => loadDataset(dir)).toThrow(/comments\/90102\.json: comment \d+ is by an unknown author 99/)
  })

  it("refuses a featured image whose files are not in the site's public folder", () => {
    const dir = contentWhere((d) =>
      rewrite(path.join(d, 'blog/images.json'), (t) => JSON.stringify({ ...JSON.parse(t), 'no-such-image': { alt: 'x', width: 640, height: 360 } })),
    )
    expect(() => loadDataset(dir)).toThrow('content/blog/images.json: no-such-image has no file public/images/blog/no-such-image-320.webp')
  })
})
