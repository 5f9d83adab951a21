import path from 'node:path'

export { CORPUS_HOME } from './corpus-home.ts'

/** The core-block corpus: one sample per core block, saved by WordPress's editor (npm run blocks:corpus). */
export const CORE_CORPUS_DIR = path.resolve('blocks/markup/core-fallback/corpus')

/** `core/latest-posts` → `…/corpus/latest-posts.html`. */
export const corpusFile = (name: string) => path.join(CORE_CORPUS_DIR, `${name.replace(/^core\//, '')}.html`)

/** Core blocks WordPress registers that its post editor does not offer (so they have no sample). */
export const NOT_IN_EDITOR_FILE = path.join(CORE_CORPUS_DIR, 'not-in-editor.json')

/** WordPress's renders of the samples' dynamic blocks (block_renders), by block name. */
export const WORDPRESS_RENDERS_FILE = path.join(CORE_CORPUS_DIR, 'wordpress-renders.json')
