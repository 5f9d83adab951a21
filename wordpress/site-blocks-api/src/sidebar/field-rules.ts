/**
 * The rules of a site block's sidebar, read from its block.json attributes (build/block-json.ts):
 * which kind of field each value gets, its label, the defaults a block shows. The editor's
 * inspector (./Field.tsx) and Storybook's controls (stories/blocks/block-story.tsx) both follow
 * them, so that a designer and a marketer see a block's fields alike. No WordPress here: plain data.
 */
import type { WpSchema } from '../../../../build/block-json.ts'
import { isRecord } from '../../../../content-schemas/is-record.ts'

export type { WpSchema }

/** The kinds of field a value gets; `group`, `list` and `image` are made of fields of their own. */
export type FieldKind =
  | 'choice' // one of the enum's values (a select; '—' for none when optional)
  | 'toggle'
  | 'number'
  | 'date' // the countdown's end, typed or picked
  | 'long-text'
  | 'link'
  | 'text'
  | 'image' // from the media library
  | 'yes-no-or-text' // a comparison cell
  | 'options' // a set of the enum's values (checkboxes)
  | 'list' // items with add, remove and reorder
  | 'group' // an object's fields
  | 'json' // anything else, as JSON

const LONG_TEXT = /^(text|answer|description|quote|intro|summary|body|bio|note|notes|content|excerpt)$/i
const DATE_KEY = /date$/i
const LINK_KEY = /^(href|url|src)$/i

export function typesOf(schema: WpSchema): unknown[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]
}

export const isType = (schema: WpSchema, type: string): boolean => typesOf(schema).includes(type)

/** An object schema's properties, or null. */
export function propertiesOf(schema: WpSchema): Record<string, WpSchema> | null {
  return isType(schema, 'object') && isRecord(schema.properties) ? (schema.properties as Record<string, WpSchema>) : null
}

/** The names an object schema requires. */
export const requiredOf = (schema: WpSchema): Set<string> => new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])

/** A list's item schema. */
export const itemsOf = (schema: WpSchema): WpSchema => (isRecord(schema.items) ? schema.items : {})

/** The enum's values, or null. */
export const enumOf = (schema: WpSchema): (string | number | boolean)[] | null =>
  Array.isArray(schema.enum) ? (schema.enum as (string | number | boolean)[]) : null

/** An image as the site's schema has one: src, alt and width (the media library fills them). */
function isImage(schema: WpSchema): boolean {
  const properties = propertiesOf(schema)
  return Boolean(properties?.src && properties.alt && properties.width)
}

/** The kind of field `schema` gets under the name `name`. */
export function fieldKind(name: string, schema: WpSchema): FieldKind {
  if (enumOf(schema)) return 'choice'
  if (isType(schema, 'boolean')) return 'toggle'
  if (isType(schema, 'number') || isType(schema, 'integer')) return 'number'
  if (isType(schema, 'string')) {
    if (DATE_KEY.test(name) || schema.format === 'date-time' || schema.format === 'date') return 'date'
    if (LONG_TEXT.test(name)) return 'long-text'
    return schema.format === 'uri' || LINK_KEY.test(name) ? 'link' : 'text'
  }
  if (isImage(schema)) return 'image'
  if (Array.isArray(schema.anyOf) && (schema.anyOf as WpSchema[]).every((branch) => isType(branch, 'boolean') || isType(branch, 'string')))
    return 'yes-no-or-text'
  if (isType(schema, 'array')) return enumOf(itemsOf(schema)) ? 'options' : 'list'
  if (propertiesOf(schema)) return 'group'
  return 'json'
}

/** What an optional choice offers for "no value". */
export const NO_CHOICE = '—'

/** An option's name: the schema's (`enumLabels`: the newsletter's audiences), else the value itself. */
export function optionLabel(schema: WpSchema, option: string | number | boolean): string {
  const named = isRecord(schema.enumLabels) ? schema.enumLabels[String(option)] : undefined
  return typeof named === 'string' ? named : String(option)
}

/** "discountPercent" → "Discount percent" (the schema's title where it has one). */
export function fieldLabel(key: string, schema: WpSchema): string {
  if (typeof schema.title === 'string') return schema.title
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's label as shown: ' *' marks a required one. */
export const shownLabel = (label: string, required: boolean): string => (required ? `${label} *` : label)

/** "plans" → "plan", "entries" → "entry": what one item of a list is called. */
export const singular = (words: string): string => words.replace(/ies$/, 'y').replace(/([^s])s$/, '$1')

/** A short name for a list item: its place, and its first text property. */
export function itemTitle(item: unknown, index: number): string {
  const place = `${index + 1}.`
  if (isRecord(item)) {
    for (const key of ['name', 'label', 'title', 'question', 'heading', 'feature', 'text']) {
      const text = item[key]
      if (typeof text === 'string' && text) return `${place} ${text}`
    }
  }
  return typeof item === 'string' && item ? `${place} ${item}` : place
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

/** `value` with the schema's defaults filled in, recursively (a new item, a new block, what a block shows). */
export function withDefaults(schema: WpSchema, value: unknown): unknown {
  if (value === undefined && schema.default !== undefined) value = clone(schema.default)
  const properties = propertiesOf(schema)
  if (properties && (value === undefined || isRecord(value))) {
    const out: Record<string, unknown> = { ...value }
    for (const [key, property] of Object.entries(properties)) {
      const filled = withDefaults(property, out[key])
      if (filled !== undefined) out[key] = filled
    }
    return value === undefined && Object.keys(out).length === 0 ? undefined : out
  }
  if (isType(schema, 'array') && Array.isArray(value) && isRecord(schema.items)) return value.map((item) => withDefaults(itemsOf(schema), item))
  return value
}

/** A new, empty value of the schema's shape (an added list item). */
export function emptyValue(schema: WpSchema): unknown {
  const filled = withDefaults(schema, undefined)
  if (filled !== undefined) return filled
  if (isType(schema, 'object')) return {}
  if (isType(schema, 'array')) return []
  const options = enumOf(schema)
  if (options) return options[0]
  if (isType(schema, 'boolean')) return false
  if (isType(schema, 'number') || isType(schema, 'integer')) return 0
  return ''
}

/** A block's attributes (block.json) as one object schema, with the attributes it requires. */
export function attributesSchema(attributes: Record<string, WpSchema>): WpSchema {
  return { type: 'object', properties: attributes, required: Object.keys(attributes).filter((key) => attributes[key]?.required === true) }
}
