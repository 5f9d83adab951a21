import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { anchorsOf, brokenLinks, headingSlug, linksOf } from '../support/markdown-links.ts'

/** The documentation: the README, one guide per reader in docs/, and the notes of code folders that link to them. */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
  'wordpress/README.md',
  'blocks/markup/core-fallback/README.md',
]

describe('the documentation', () => {
  it.each(DOCS)('%s: every relative link and anchor resolves', (file) => {
    expect(brokenLinks('.', [file])).toEqual([])
  })
})

describe('the link check', () => {
  it("makes a heading's id as GitHub does", () => {
    expect(headingSlug('How a page is made')).toBe('how-a-page-is-made')
    expect(headingSlug("Storybook: the designers' review surface")).toBe('storybook-the-designers-review-surface')
    expect(headingSlug('Caching, speed and discoverability')).toBe('caching-speed-and-discoverability')
    expect(headingSlug('FORMS_DB and DATABASE_URL')).toBe('forms_db-and-database_url')
    expect(headingSlug('Soak, chaos & cluster (measured)')).toBe('soak-chaos--cluster-measured')
    expect(headingSlug('Déjà vu — ¿qué? 2 × 3')).toBe('déjà-vu--qué-2--3')
    expect(headingSlug('Node 20 → 22.1')).toBe('node-20--221')
  })

  it('numbers repeated headings -1, -2…, reads code spans, links and emphasis as their text, and skips code blocks', () => {
    const markdown = [
      '# Tests',
      '## Tests',
      '### Tests',
      '## `npm run bench` on [a build](x.md)',
      '## _Layout_ of snake_case',
      '```sh',
      '# not a heading',
      '```',
      'Setext',
      '======',
      '<a id="kept-here"></a>',
    ].join('\n')
    expect([...anchorsOf(markdown)]).toEqual(['tests', 'tests-1', 'tests-2', 'npm-run-bench-on-a-build', 'layout-of-snake_case', 'setext', 'kept-here'])
  })

  it('finds links, images and reference definitions, but none in code', () => {
    const markdown = [
      'See [the guide](docs/a.md#x) and ![a picture](img/p.png "its title").',
      'Not `[code](nowhere.md)`, nor:',
      '```md',
      '[fenced](nowhere.md)',
      '```',
      '[ref]: other.md',
      '<a href="folder/">a folder</a>',
    ].join('\n')
    expect(linksOf(markdown)).toEqual([
      { line: 1, target: 'docs/a.md#x' },
      { line: 1, target: 'img/p.png' },
      { line: 6, target: 'other.md' },
      { line: 7, target: 'folder/' },
    ])
  })

  const root = mkdtempSync(path.join(tmpdir(), 'docs-links-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('reports a missing file, a missing anchor here or in another file, and a link out of the repository; passes good ones', () => {
    mkdirSync(path.join(root, 'docs'))
    mkdirSync(path.join(root, 'src'))
    writeFileSync(path.join(root, 'src', 'code.ts'), 'export {}\n')
    writeFileSync(
      path.join(root, 'docs', 'guide.md'),
      '# Guide\n\n## Set-up, step by step\n\n## Set-up, step by step\n\nBack to the [README](../README.md#top-heading).\n',
    )
    writeFileSync(
      path.join(root, 'README.md'),
      [
        '# Top heading',
        '',
        '[fine](docs/guide.md#set-up-step-by-step-1), [fine](#top-heading), [folder](src/), [line](src/code.ts#L1-L2), [web](https://example.com/x.md)',
        '[gone](docs/missing.md)',
        '[no such heading](docs/guide.md#set-up-step-by-step-2)',
        '[no such heading here](#bottom)',
        '[out](../elsewhere.md)',
        '[not markdown](src/code.ts#code)',
      ].join('\n'),
    )
    expect(brokenLinks(root, ['README.md', 'docs/guide.md'])).toEqual([
      'README.md:4: docs/missing.md: no such file or folder (docs/missing.md)',
      'README.md:5: docs/guide.md#set-up-step-by-step-2: no heading with the id "set-up-step-by-step-2" in docs/guide.md',
      'README.md:6: #bottom: no heading with the id "bottom" in README.md',
      'README.md:7: ../elsewhere.md: outside the repository',
      'README.md:8: src/code.ts#code: an anchor into src/code.ts, which is not Markdown',
    ])
  })
})
