/**
 * The companion plugin's browser scripts (wordpress/site-blocks-api/src/, TypeScript and JSX),
 * built by esbuild the way WordPress's dependency extraction builds a plugin's: each `@wordpress/x`
 * import becomes the `wp.x` global of the script `wp-x` (React is `React`, jQuery `jQuery`), and
 * each script gets an `{entry}.asset.php` with those handles for wp_register_script and a version
 * that changes with its content.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'

export const EDITOR_SOURCE_DIR = path.resolve('wordpress/site-blocks-api/src')

/** The scripts WordPress loads (includes/*.php register them by these names). */
export const EDITOR_ENTRIES = ['site-blocks-editor.tsx', 'site-translations.tsx', 'site-live-preview.tsx', 'site-checks.tsx', 'site-admin-screens.ts']

/** A package imported by the scripts → the global that holds it and the script that defines it. */
function globalOf(specifier: string): { global: string; handle: string } | null {
  if (specifier === 'react') return { global: 'React', handle: 'react' }
  if (specifier === 'jquery') return { global: 'jQuery', handle: 'jquery' }
  const name = /^@wordpress\/([a-z0-9-]+)$/.exec(specifier)?.[1]
  if (!name) return null
  return { global: `wp.${name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`, handle: `wp-${name}` }
}

/** Maps the imports WordPress provides to its globals, and records, per entry, the scripts they come from. */
function wordpressGlobals(): Plugin {
  return {
    name: 'wordpress-globals',
    setup(esbuild) {
      // JSX becomes WordPress's createElement (src/jsx-runtime.ts says why).
      esbuild.onResolve({ filter: /^react\/jsx-runtime$/ }, () => ({ path: path.join(EDITOR_SOURCE_DIR, 'jsx-runtime.ts') }))
      esbuild.onResolve({ filter: /^(react|jquery|@wordpress\/[a-z0-9-]+)$/ }, (args) => ({ path: args.path, namespace: 'wordpress-global' }))
      esbuild.onLoad({ filter: /.*/, namespace: 'wordpress-global' }, (args) => {
        const found = globalOf(args.path)
        if (!found) return { errors: [{ text: `${args.path} is no WordPress global` }] }
        return { contents: `module.exports = window.${found.global}`, loader: 'js' }
      })
    },
  }
}

/** What a built entry needs: the handles of the globals it uses (its `wordpress-global:` inputs that made it into the output). */
function dependenciesOf(inputs: Record<string, { bytesInOutput: number }>): string[] {
  const used = Object.entries(inputs).flatMap(([input, { bytesInOutput }]) =>
    input.startsWith('wordpress-global:') && bytesInOutput > 0 ? [globalOf(input.slice('wordpress-global:'.length))!.handle] : [],
  )
  return [...new Set(used)].sort()
}

const php = (value: string) => `'${value.replace(/[\\']/g, '\\$&')}'`

/** Builds every entry into `outDir` ({entry}.js, {entry}.asset.php, {entry}.css where it imports CSS); returns the file names. */
export async function buildEditorScripts(outDir: string): Promise<string[]> {
  const result = await build({
    entryPoints: EDITOR_ENTRIES.map((entry) => path.join(EDITOR_SOURCE_DIR, entry)),
    outdir: outDir,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    charset: 'utf8',
    jsx: 'automatic',
    plugins: [wordpressGlobals()],
    metafile: true,
    write: false,
    logLevel: 'warning',
  })
  mkdirSync(outDir, { recursive: true })
  const written: string[] = []
  for (const file of result.outputFiles) {
    writeFileSync(file.path, file.contents)
    written.push(path.basename(file.path))
    const output = result.metafile.outputs[path.relative(process.cwd(), file.path)]
    if (!file.path.endsWith('.js') || !output) continue
    const version = createHash('sha256').update(file.contents).digest('hex').slice(0, 20)
    const dependencies = dependenciesOf(output.inputs)
    const asset = `<?php return array( 'dependencies' => array( ${dependencies.map(php).join(', ')} ), 'version' => ${php(version)} );\n`
    const assetFile = file.path.replace(/\.js$/, '.asset.php')
    writeFileSync(assetFile, asset)
    written.push(path.basename(assetFile))
  }
  return written.sort()
}
