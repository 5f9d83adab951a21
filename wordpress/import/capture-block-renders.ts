/**
 * Captures what WordPress renders for the dataset's dynamic blocks into content/block-renders.json,
 * which the embedded content API serves as the companion plugin's block_renders field.
 *
 *   npm run wp:up && CMS_URL=http://127.0.0.1:8080/wp-json npm run wp:renders
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { CATALOG_NAMES } from '../../content-schemas/catalog.ts'
import { blockRenderSchema } from '../../content-schemas/page.ts'
import { loadSiteConfig } from '../../server/config/site-config.ts'
import { HOME_PLACEHOLDER, markupDigest, type BlockRendersFile } from '../../embedded-wordpress/block-renders.ts'

const { cmsUrl } = loadSiteConfig().content
if (!cmsUrl) {
  console.error('wp:renders: set CMS_URL to the REST root of a WordPress with the dataset imported (npm run wp:up prints it)')
  process.exit(1)
}
const home = cmsUrl.replace(/\/wp-json$/, '')

const itemsSchema = z.array(z.object({ link: z.url(), block_markup: z.string(), block_renders: z.array(blockRenderSchema) }))

async function items(type: string) {
  const all: z.output<typeof itemsSchema> = []
  for (let page = 1; ; page++) {
    const response = await fetch(`${cmsUrl}/wp/v2/${type}?per_page=100&page=${page}&_fields=link,block_markup,block_renders`)
    if (!response.ok) throw new Error(`wp:renders: ${type} page ${page}: HTTP ${response.status}`)
    all.push(...itemsSchema.parse(await response.json()))
    if (page >= Number(response.headers.get('x-wp-totalpages') ?? 1)) return all
  }
}

const file: BlockRendersFile = {}
for (const type of ['pages', 'posts', ...CATALOG_NAMES]) {
  for (const item of await items(type)) {
    if (item.block_renders.length === 0) continue
    file[new URL(item.link).pathname] = {
      markup: markupDigest(item.block_markup),
      renders: item.block_renders.map((render) => ({ ...render, html: render.html.replaceAll(home, HOME_PLACEHOLDER) })),
    }
  }
}
const sorted = Object.fromEntries(Object.entries(file).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(path.resolve('content/block-renders.json'), `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`wp:renders: ${Object.keys(sorted).length} items with dynamic blocks written to content/block-renders.json`)
