import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { STYLESHEETS_MODULE } from '../../build/vite-plugin-site-blocks.ts'

export interface BuiltStylesheets {
  /** Blocks' stylesheets by block name → URL: the table the production render links them from. */
  blocks: Record<string, string>
  /** Templates' stylesheets by name → URL. */
  templates: Record<string, string>
  /** A built stylesheet's text, by its URL. */
  text: (url: string) => string
}

/** The production build's own table of stylesheets (npm run build first), read from the server's bundle. */
export async function builtStylesheets(dist = 'dist'): Promise<BuiltStylesheets> {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'assets.json'), 'utf8')) as Record<string, { file: string }>
  const entry = manifest[STYLESHEETS_MODULE]
  if (!entry) throw new Error(`${dist}/assets.json has no ${STYLESHEETS_MODULE}: run npm run build`)
  const table = (await import(pathToFileURL(path.resolve(dist, 'server', entry.file)).href)) as {
    blockStylesheets: Record<string, string>
    templateStylesheets: Record<string, string>
  }
  return { blocks: table.blockStylesheets, templates: table.templateStylesheets, text: (url) => readFileSync(path.join(dist, 'client', url), 'utf8') }
}
