import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { parseBlockMarkup } from '../../blocks/markup/parse-blocks.ts'
import { getBlock } from '../../blocks/registry.ts'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import type { ParsedBlock } from '../../content-schemas/block.ts'

/** Every block of every page and post in content/, as `where: problem` lines. */
async function contentIssues(): Promise<string[]> {
  const dataset = loadDataset(path.resolve('content'))
  const items = [
    ...dataset.pages.map((p) => ({ where: `content/pages/${p.lang}${p.path}`, markup: p.markup })),
    ...dataset.posts.map((p) => ({ where: `content/posts/${p.lang}/${p.slug}`, markup: p.markup })),
    ...dataset.catalog.map((e) => ({ where: `content/catalog/${e.catalog}/${e.lang}/${e.slug}`, markup: e.markup })),
  ]
  const issues: string[] = []
  const check = async (where: string, blocks: ParsedBlock[]): Promise<void> => {
    for (const block of blocks) {
      const name = block.blockName
      if (name?.startsWith('site/')) {
        const definition = getBlock(name)
        if (!definition) issues.push(`${where}: unknown block ${name}`)
        else {
          const parsed = definition.attrs.safeParse(block.attrs)
          if (!parsed.success) issues.push(`${where}: ${name}: ${describeIssues(parsed.error)}`)
        }
      }
      await check(where, block.innerBlocks)
    }
  }
  for (const item of items) {
    try {
      await check(item.where, parseBlockMarkup(item.markup))
    } catch (error) {
      issues.push(`${item.where}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return issues
}

describe('content/', () => {
  // Every page of the dataset: seconds, not milliseconds, while the other suites run beside it.
  it('uses only registered site blocks, each with valid attributes', async () => {
    expect(await contentIssues()).toEqual([])
  }, 30_000)
})
