import { z } from 'zod'
import { blockFolder, type SiteBlockDefinition } from '../blocks/define-block.ts'
import { EDITOR_CATEGORIES } from '../blocks/editor-categories.ts'
import { fixtureBlock } from '../blocks/markup/fixture-attrs.ts'
import { siteSettingsSchema } from '../content-schemas/settings.ts'
import { isRecord } from '../content-schemas/is-record.ts'

/** A JSON Schema as WordPress's REST schema reads it (draft-04 keywords: boolean exclusiveMinimum, no const). */
export type WpSchema = { [keyword: string]: unknown }

/** The script handle the companion plugin registers its one editor script under. */
export const EDITOR_SCRIPT_HANDLE = 'site-blocks-editor'

/**
 * zod's JSON Schema → the dialect WordPress validates attributes and REST values with:
 * `const` becomes a one-value `enum`, a union of literals one `enum`, numeric `exclusiveMinimum`
 * a `minimum` with `exclusiveMinimum: true`, a record keyed by an enum an object of optional
 * properties; zod's ±2^53 integer bounds are dropped.
 */
export function toWpSchema(schema: unknown): WpSchema {
  if (!isRecord(schema)) return {}
  const { $schema: _dialect, const: constant, anyOf, exclusiveMinimum, exclusiveMaximum, propertyNames, ...rest } = schema
  const out: WpSchema = { ...rest }
  if (constant !== undefined) out.enum = [constant]
  if (Array.isArray(anyOf)) {
    const branches = anyOf.map(toWpSchema)
    const types = new Set(branches.map((b) => JSON.stringify(b.type)))
    if (branches.every((b) => Array.isArray(b.enum)) && types.size === 1) {
      out.type = branches[0]?.type
      out.enum = branches.flatMap((b) => b.enum as unknown[])
    } else out.anyOf = branches
  }
  if (typeof exclusiveMinimum === 'number') Object.assign(out, { minimum: exclusiveMinimum, exclusiveMinimum: true })
  if (typeof exclusiveMaximum === 'number') Object.assign(out, { maximum: exclusiveMaximum, exclusiveMaximum: true })
  if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum
  if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum
  const keys = isRecord(propertyNames) && Array.isArray(propertyNames.enum) ? (propertyNames.enum as string[]) : null
  if (keys && isRecord(out.additionalProperties)) {
    const value = toWpSchema(out.additionalProperties)
    out.properties = Object.fromEntries(keys.map((key) => [key, value]))
    out.additionalProperties = false
  } else if (isRecord(out.additionalProperties)) out.additionalProperties = toWpSchema(out.additionalProperties)
  if (isRecord(out.properties)) out.properties = Object.fromEntries(Object.entries(out.properties).map(([key, value]) => [key, toWpSchema(value)]))
  if (out.items !== undefined) out.items = toWpSchema(out.items)
  return out
}

/** The site settings' schema (what `site/v1/settings` must answer) as WordPress validates values with it. */
export function settingsJsonSchema(): WpSchema {
  return toWpSchema(z.toJSONSchema(siteSettingsSchema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }))
}

/**
 * A block's attributes as block.json declares them: one per property of its schema's input, with
 * type, enum, default and the nested schema, and `required: true` where the site requires it.
 */
export function blockAttributes(schema: z.ZodType): Record<string, WpSchema> {
  const json = toWpSchema(z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }))
  if (json.type !== 'object' || !isRecord(json.properties)) throw new Error('a block schema must be an object')
  const required = new Set(Array.isArray(json.required) ? (json.required as string[]) : [])
  return Object.fromEntries(
    Object.entries(json.properties).map(([key, value]) => [key, { ...(value as WpSchema), ...(required.has(key) ? { required: true } : {}) }]),
  )
}

/**
 * The block.json of a site block, as WordPress reads it (register_block_type) and the plugin's
 * editor script registers the block from it (window.siteBlocksEditor.blocks).
 */
export interface BlockJson {
  $schema: string
  /** 3: the editor may put the block in its iframed canvas (WordPress 6.9 warns about 2 and lower). */
  apiVersion: 3
  name: string
  title: string
  category: string
  icon: string
  description: string
  keywords: string[]
  textdomain: string
  attributes: Record<string, WpSchema>
  supports: Record<string, unknown>
  example: { attributes: Record<string, unknown> }
  editorScript: string
}

/** The block.json of a site block. */
export function blockJson(definition: SiteBlockDefinition, exampleMarkup: string): BlockJson {
  const { title, description, category, icon, keywords = [] } = definition.editor
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    apiVersion: 3,
    name: definition.name,
    title,
    category,
    icon,
    description,
    keywords,
    textdomain: 'site-blocks-api',
    attributes: blockAttributes(definition.attrs),
    // Every attribute lives in the block comment; the site renders the block, so no saved HTML.
    supports: { html: false, className: false, customClassName: false },
    // The example's attributes exactly as stored (before the schema's defaults).
    example: { attributes: fixtureBlock(definition, exampleMarkup).attrs },
    editorScript: EDITOR_SCRIPT_HANDLE,
  }
}

/** Files the plugin reads, by path relative to its `blocks/` folder → their JSON text. */
export function blockMetadataFiles(definitions: SiteBlockDefinition[], fixture: (definition: SiteBlockDefinition) => string): Map<string, string> {
  const files = new Map<string, string>()
  const text = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`
  // The inserter's groups, for the plugin's `block_categories_all` filter.
  files.set('categories.json', text(EDITOR_CATEGORIES))
  // The site settings' rules, which the plugin's Campaign and Site settings screens check before saving.
  files.set('settings.schema.json', text(settingsJsonSchema()))
  for (const definition of [...definitions].sort((a, b) => a.name.localeCompare(b.name))) {
    files.set(`${blockFolder(definition.name)}/block.json`, text(blockJson(definition, fixture(definition))))
  }
  return files
}
