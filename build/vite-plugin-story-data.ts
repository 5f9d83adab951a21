import { readdirSync } from 'node:fs'
import path from 'node:path'
import { createServer, type Plugin } from 'vite'
import { siteBlocks } from './vite-plugin-site-blocks.ts'

export const STORY_DATA_MODULE = 'virtual:story-data'
const RESOLVED = `\0${STORY_DATA_MODULE}`

/**
 * `virtual:story-data`: the pages the layout and template stories show (build/story-data.ts), read
 * in node when the module is loaded, by the site's content client over the embedded content and by
 * the templates' own loaders, so that stories show what the site shows and never a copy. The loaders
 * run in a vite server of their own (SSR module loading: the block registry is a folder glob, the
 * messages are loaded lazily), which is closed once they have answered. Their answers are plain
 * data (block trees as HTML strings and island nodes); anything else fails the load rather than
 * reach a story changed by JSON.
 */
export function storyData(): Plugin {
  let loaded: Promise<{ json: string; files: string[] }> | undefined
  return {
    name: 'story-data',
    resolveId: (id) => (id === STORY_DATA_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined
      loaded ??= readStoryData()
      const { json, files } = await loaded
      for (const file of files) this.addWatchFile(file)
      return `export const storyData = ${json}\n`
    },
  }
}

async function readStoryData(): Promise<{ json: string; files: string[] }> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    plugins: [siteBlocks()],
    appType: 'custom',
    server: { middlewareMode: true, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const module = (await server.ssrLoadModule(path.resolve('build/story-data.ts'))) as typeof import('./story-data.ts')
    const json = JSON.stringify(await module.loadStoryData(), plainDataOnly)
    // The loaders' modules, and the content the dataset reads from disk rather than imports.
    const content = path.resolve('content')
    const contentFiles = readdirSync(content, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
    // Files only: a virtual module's id (\0virtual:…) given to addWatchFile would become an import of the story data.
    const moduleFiles = [...server.moduleGraph.fileToModulesMap.keys()].filter((file) => path.isAbsolute(file))
    return { json, files: [...moduleFiles, ...contentFiles] }
  } finally {
    await server.close()
  }
}

/** A JSON.stringify replacer that refuses what JSON would change (a React element, a Date, a Map). */
function plainDataOnly(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key]
  if (value === undefined && Array.isArray(this)) throw new Error(`story data: an array holds undefined at ${key} (JSON would make it null)`)
  const plain =
    value === null ||
    ['string', 'number', 'boolean', 'undefined'].includes(typeof value) ||
    Array.isArray(value) ||
    Object.getPrototypeOf(value) === Object.prototype
  if (!plain || original instanceof Date || original instanceof Map || original instanceof Set) {
    throw new Error(`story data: '${key}' is not plain data (${Object.prototype.toString.call(original)}); serialize it in build/story-data.ts`)
  }
  return value
}
