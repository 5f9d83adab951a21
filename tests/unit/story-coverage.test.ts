import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Designers review the whole site in Storybook: every piece of the frame (`layouts/`) and every
 * template view has a story file that imports it (blocks: tests/unit/block-coverage.test.ts).
 */

/** Files every story file imports, as repository paths (`?raw` and other queries dropped). */
function importedByStories(): Set<string> {
  const imported = new Set<string>()
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  for (const file of walk('stories').filter((f) => f.endsWith('.stories.tsx'))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      imported.add(path.normalize(path.join(path.dirname(file), specifier!.replace(/\?.*$/, ''))))
    }
  }
  return imported
}

/** Every file of the frame that renders, and every view of a template (its page, the 404 and error pages). */
function viewsToCover(): string[] {
  const frame = readdirSync('layouts')
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => path.join('layouts', f))
  const views = ['blog', 'docs', 'forum'].flatMap((template) =>
    readdirSync(path.join('templates', template))
      .filter((f) => /View\.tsx$/.test(f) || f === 'PostArticle.tsx')
      .map((f) => path.join('templates', template, f)),
  )
  return [...frame, ...views, 'pages/_error/+Page.tsx']
}

describe('story coverage', () => {
  const imported = importedByStories()

  it.each(viewsToCover())('%s has a story', (file) => {
    expect(imported.has(file), `no story file imports ${file}`).toBe(true)
  })
})
