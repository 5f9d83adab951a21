import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

/** Writes .br and .gz next to every compressible built file (run after `vike build`). */
const root = process.argv[2] ?? 'dist/client'
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|xml)$/

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

let count = 0
for (const file of walk(root).filter((f) => COMPRESSIBLE.test(f))) {
  const source = readFileSync(file)
  if (source.length < 512) continue
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
  count++
}
console.log(`precompress: ${count} files in ${root} (br + gzip)`)
