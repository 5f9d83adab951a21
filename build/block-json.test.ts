import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blockAttributes, toWpSchema, type WpSchema } from './block-json.ts'
import { currentBlockMetadata, staleBlockMetadata } from './block-metadata.ts'
import { siteBlocks } from '../blocks/registry.ts'
import { blockFolder } from '../blocks/define-block.ts'
import { loadDataset } from '../embedded-wordpress/dataset.ts'
import { parseBlockMarkup } from '../blocks/markup/parse-blocks.ts'
import type { ParsedBlock } from '../content-schemas/block.ts'

describe('block.json of every site block', () => {
  it('is in step with the block declarations (npm run wp:blocks writes it)', () => {
    expect(staleBlockMetadata(), 'run `npm run wp:blocks` and commit wordpress/site-blocks-api/blocks/').toEqual([])
  })

  it('declares one block per registered block, each with its example', () => {
    const files = currentBlockMetadata()
    for (const definition of siteBlocks) {
      const json = JSON.parse(files.get(`${blockFolder(definition.name)}/block.json`) ?? 'null') as { name: string; example: { attributes: unknown } }
      expect(json.name).toBe(definition.name)
      expect(definition.attrs.safeParse(json.example.attributes).success, `${definition.name}'s example`).toBe(true)
    }
  })
})

describe('attributes from a zod schema', () => {
  const schema = z.object({
    heading: z.string().min(1),
    level: z.union([z.literal(1), z.literal(2)]).default(1),
    period: z.enum(['annual', 'lifetime']).optional(),
    prices: z.partialRecord(z.enum(['annual', 'lifetime']), z.number().nonnegative()),
    count: z.number().int().positive().max(24).default(6),
    items: z.array(z.object({ question: z.string(), open: z.boolean().default(false) })).min(1),
  })

  it('gives types, enums, defaults, required fields and nested schemas as WordPress reads them', () => {
    expect(blockAttributes(schema)).toEqual({
      heading: { type: 'string', minLength: 1, required: true },
      level: { type: 'number', enum: [1, 2], default: 1 },
      period: { type: 'string', enum: ['annual', 'lifetime'] },
      prices: {
        type: 'object',
        properties: { annual: { type: 'number', minimum: 0 }, lifetime: { type: 'number', minimum: 0 } },
        additionalProperties: false,
        required: true,
      },
      count: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 24, default: 6 },
      items: {
        type: 'array',
        minItems: 1,
        items: { type: 'object', properties: { question: { type: 'string' }, open: { type: 'boolean', default: false } }, required: ['question'] },
        required: true,
      },
    })
  })

  it("carries the names an enum gives its options (enumLabels), which the inspector's select shows: the newsletter's audiences", () => {
    const newsletter = siteBlocks.find((d) => d.name === 'site/newsletter')!
    expect(blockAttributes(newsletter.attrs).audience).toMatchObject({
      type: 'string',
      default: 'section',
      enum: ['section', 'dokan', 'weforms', 'pm', 'wpuf', 'wct', 'coupon', 'news'],
      enumLabels: { section: 'By the page’s section', pm: 'WP Project Manager', wct: 'WooCommerce Conversion Tracking', news: 'Blog and news' },
    })
  })

  it('keeps transforms out: the editor stores what the block comment holds (the schema input)', () => {
    const endsAt = z.object({ endDate: z.string() }).transform(({ endDate }) => ({ endsAt: Date.parse(endDate) }))
    expect(blockAttributes(endsAt)).toEqual({ endDate: { type: 'string', required: true } })
  })

  it('refuses a schema that is not an object', () => {
    expect(() => blockAttributes(z.string())).toThrow(/must be an object/)
    expect(toWpSchema(null)).toEqual({})
  })
})

/**
 * The block editor keeps a comment attribute only if it has the declared type and enum value
 * (and drops it silently otherwise, losing it at the next save): WordPress's own check, here.
 */
function editorDrops(attrs: Record<string, unknown>, attributes: Record<string, WpSchema>): string[] {
  const ofType = (value: unknown, type: string) =>
    type === 'null'
      ? value === null
      : type === 'array'
        ? Array.isArray(value)
        : type === 'object'
          ? typeof value === 'object' && value !== null && !Array.isArray(value)
          : type === 'integer'
            ? Number.isInteger(value)
            : typeof value === type
  return Object.entries(attrs).flatMap(([key, value]) => {
    const schema = attributes[key]
    if (!schema) return [`${key} is not an attribute`]
    const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[])
    if (types.length && !types.some((type) => ofType(value, type))) return [`${key} is not of type ${types.join('|')}`]
    if (Array.isArray(schema.enum) && !schema.enum.some((v) => JSON.stringify(v) === JSON.stringify(value))) return [`${key} is not one of its values`]
    return []
  })
}

describe('the dataset in the block editor', () => {
  it('loses no attribute of any site block of any page, post or catalog entry', () => {
    const dataset = loadDataset(path.resolve('content'))
    const items = [...dataset.pages, ...dataset.posts, ...dataset.catalog]
    const problems: string[] = []
    const check = (blocks: ParsedBlock[]) => {
      for (const block of blocks) {
        const definition = siteBlocks.find((d) => d.name === block.blockName)
        if (definition) problems.push(...editorDrops(block.attrs, blockAttributes(definition.attrs)).map((p) => `${definition.name}: ${p}`))
        check(block.innerBlocks)
      }
    }
    for (const item of items) check(parseBlockMarkup(item.markup))
    expect(items.length).toBeGreaterThan(100)
    expect(problems).toEqual([])
  })
})
