import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import fr from '../../locales/fr.json'
import { calloutAttrs } from '../../blocks/callout/schema.ts'
import { DOC_GROUPS } from '../../content-schemas/doc.ts'
import { forumUserSchema } from '../../content-schemas/forum.ts'

/** Where the site's code asks for messages (by id, from the catalogues). */
const CODE_FOLDERS = ['pages', 'templates', 'layouts', 'blocks', 'renderer', 'browser', 'server', 'cms', 'content-schemas', 'wordpress/site-blocks-api']

/**
 * Ids the code builds from a value (`t(\`callout.${tone}\`)`): one per value of the schema that
 * bounds it, so each of them is used and none may be missing.
 */
const BUILT_IDS = [
  ...calloutAttrs.shape.tone.removeDefault().options.map((tone) => `callout.${tone}`),
  ...DOC_GROUPS.map((group) => `docs.group.${group}`),
  ...forumUserSchema.shape.role.options.map((role) => `forum.role.${role}`),
]

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['fixtures', 'corpus'].includes(entry.name) ? [] : codeFiles(file)
    return /\.(tsx?|js|php)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const code = CODE_FOLDERS.flatMap(codeFiles)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
const ids = Object.keys(en)

describe('message catalogues', () => {
  it.each([
    ['es', es],
    ['fr', fr],
  ])('%s has exactly the English ids', (_locale, catalogue) => {
    expect(ids.filter((id) => !(id in catalogue))).toEqual([])
    expect(Object.keys(catalogue).filter((id) => !(id in en))).toEqual([])
  })

  it('holds no id that nothing uses', () => {
    const quoted = (id: string) => [`'${id}'`, `"${id}"`, `\`${id}\``].some((form) => code.includes(form))
    expect(ids.filter((id) => !quoted(id) && !BUILT_IDS.includes(id))).toEqual([])
  })

  it('has every id the code builds or names', () => {
    expect(BUILT_IDS.filter((id) => !(id in en))).toEqual([])
    // Ids written as text outside the typed t() (FormattedMessage, a catalogue looked up by key).
    const named = [...code.matchAll(/\b(?:t|id=|messages)\(?\[?\s*['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)].map((match) => match[1]!)
    expect(named.length).toBeGreaterThan(100)
    expect([...new Set(named.filter((id) => !(id in en)))]).toEqual([])
  })
})
