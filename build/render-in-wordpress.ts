/**
 * What a WordPress makes of block samples, asked in a PHP process of its own copy
 * (wordpress/scripts/render-samples.php): its home, its core-block registry, and its full render and
 * block_renders of each sample.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import { blockRenderSchema } from '../content-schemas/page.ts'

const wordpressAnswerSchema = z.object({
  home: z.url(),
  registry: z.array(z.object({ name: z.string(), dynamic: z.boolean() })),
  samples: z.record(z.string(), z.object({ html: z.string(), renders: z.array(blockRenderSchema) })),
})
export type WordPressAnswer = z.output<typeof wordpressAnswerSchema>

/** Asks the WordPress at `wordpressDir` (its copy of WordPress) for its registry and its renders of `samples`. */
export async function renderInWordPress(wordpressDir: string, samples: Record<string, string>): Promise<WordPressAnswer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'block-coverage-'))
  try {
    const file = path.join(dir, 'samples.json')
    writeFileSync(file, JSON.stringify(samples))
    const script = path.resolve('wordpress/scripts/render-samples.php')
    const { stdout } = await promisify(execFile)('php', [script, wordpressDir, file], { maxBuffer: 64 * 1024 * 1024 })
    return wordpressAnswerSchema.parse(JSON.parse(stdout))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
