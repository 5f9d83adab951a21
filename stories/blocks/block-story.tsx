import type { ReactNode } from 'react'
import type { ArgTypes } from '@storybook/react-vite'
import type { z } from 'zod'
import { attrsInput, fixtureFolder, type BlockDefinition } from '../../blocks/define-block.ts'
import { fixtureBlock } from '../../blocks/markup/fixture-attrs.ts'
import { blockAttributes } from '../../build/block-json.ts'
import {
  NO_CHOICE,
  attributesSchema as schemaOfAttributes,
  enumOf,
  fieldKind,
  fieldLabel,
  isType,
  itemsOf,
  optionLabel,
  propertiesOf,
  requiredOf,
  withDefaults,
  type WpSchema,
} from '../../wordpress/site-blocks-api/src/sidebar/field-rules.ts'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import { isRecord } from '../../content-schemas/is-record.ts'

/** Every block fixture's markup, by path (`../../blocks/{folder}/fixtures/{file}.html`). */
const fixtures = import.meta.glob<string>('../../blocks/*/fixtures/*.html', { query: '?raw', import: 'default', eager: true })

type InputType = ArgTypes[string]

type Definition<S extends z.ZodType = z.ZodType, D = unknown> = Pick<
  BlockDefinition<S, D>,
  'name' | 'attrs' | 'savedAttrs' | 'example' | 'fixturesOf' | 'Component'
>

/**
 * A block story's args: its attributes as the WordPress editor's sidebar shows them, one arg per
 * field (`plans.0.prices.annual`), so that the Controls panel edits them field by field; plus what
 * the block's loadData would have fetched (`data`). The story's render puts the fields back
 * together and validates them with the block's schema, as a page does with a block comment.
 */
export type BlockArgs<Data = unknown> = { [field: string]: unknown } & { data?: Data }

/* ---------- the editor's rules (wordpress/site-blocks-api/src/sidebar/field-rules.ts) ---------- */
// The sidebar is generated in the editor from block.json's attributes (build/block-json.ts); the
// same attributes and the same rules give the controls here, so both show a block the same way.

/** A field the editor shows as fields of its own (Storybook has no media library: an image's too); names make no kind of those. */
const expands = (schema: WpSchema): boolean => ['group', 'list', 'image'].includes(fieldKind('', schema))

/** The control the editor's Field picks for one value, in Storybook's terms. */
function control(key: string, schema: WpSchema, required: boolean): Partial<Pick<InputType, 'control' | 'options' | 'mapping'>> {
  switch (fieldKind(key, schema)) {
    case 'choice': {
      // The editor offers '—' (no value) for an optional choice, and shows the options' names where the schema gives them.
      const options = (enumOf(schema) ?? []) as (string | number)[]
      const select = isRecord(schema.enumLabels)
        ? { type: 'select' as const, labels: Object.fromEntries(options.map((option) => [option, optionLabel(schema, option)])) }
        : ('select' as const)
      return required ? { control: select, options } : { control: select, options: [NO_CHOICE, ...options], mapping: { [NO_CHOICE]: undefined } }
    }
    case 'toggle':
      return { control: 'boolean' }
    case 'number':
      return {
        control: {
          type: 'number',
          min: schema.minimum as number | undefined,
          max: schema.maximum as number | undefined,
          step: isType(schema, 'integer') ? 1 : undefined,
        },
      }
    // Text, long text, links and the countdown's date are all typed text in the editor.
    case 'date':
    case 'long-text':
    case 'link':
    case 'text':
      return { control: 'text' }
    // A set of options: the editor's checkboxes.
    case 'options':
      return { control: 'check', options: (enumOf(itemsOf(schema)) ?? []) as string[] }
    // What the editor has no control for (a yes/no-or-text cell, a free-form value): its JSON.
    default:
      return { control: 'object' }
  }
}

interface Field {
  path: string
  /** Its attribute's or property's name (the rules read some kinds from it). */
  name: string
  label: string
  /** The labels of the lists and groups it sits in (the editor's panels and fieldsets). */
  within: string[]
  schema: WpSchema
  required: boolean
  /** An item of a list: shown while the item exists (its first required field is set). */
  whileSet?: string
}

/** The editor's fields of an object schema, depth first, in the editor's order; `items`: how many items each list has. */
function fieldsOf(schema: WpSchema, items: (path: string) => number, prefix = '', within: string[] = [], whileSet?: string): Field[] {
  const properties = propertiesOf(schema) ?? {}
  const required = requiredOf(schema)
  return Object.entries(properties).flatMap(([key, property]): Field[] => {
    const path = `${prefix}${key}`
    const label = fieldLabel(key, property)
    if (!expands(property)) return [{ path, name: key, label, within, schema: property, required: required.has(key), whileSet }]
    if (propertiesOf(property)) return fieldsOf(property, items, `${path}.`, [...within, label], whileSet)
    const item = itemsOf(property)
    return Array.from({ length: items(path) }, (_, index) => {
      const at = `${path}.${index}`
      // The editor names an item by its place; an item's own fields are shown while it exists.
      const itemLabel = `${index + 1}.`
      const itemProperties = propertiesOf(item)
      if (!itemProperties) return [{ path: at, name: key, label: itemLabel, within: [...within, label], schema: item, required: false, whileSet: at }]
      const first = [...requiredOf(item)].find((name) => itemProperties[name] && !expands(itemProperties[name]))
      return fieldsOf(item, items, `${at}.`, [...within, label, itemLabel], first ? `${at}.${first}` : whileSet)
    }).flat()
  })
}

/* ---------- a block's fields as story args ---------- */

/** How many items each list of a block has in its fixtures, at most (the controls offer that many). */
function fixtureListLengths(definition: Pick<Definition, 'name' | 'attrs' | 'savedAttrs' | 'fixturesOf'>): Map<string, number> {
  const lengths = new Map<string, number>()
  const folder = `../../blocks/${fixtureFolder(definition)}/fixtures/`
  for (const [file, markup] of Object.entries(fixtures)) {
    if (!file.startsWith(folder)) continue
    let input: unknown
    try {
      input = attrsInput(definition, fixtureBlock(definition, markup))
    } catch {
      continue // a fixture of an inner block only (an accordion's item fixture holds its parent)
    }
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        lengths.set(path, Math.max(lengths.get(path) ?? 0, value.length))
        value.forEach((item, index) => walk(item, `${path}.${index}`))
      } else if (isRecord(value)) for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key)
    }
    walk(input, '')
  }
  return lengths
}

const attributesSchema = (definition: Pick<Definition, 'attrs'>): WpSchema => schemaOfAttributes(blockAttributes(definition.attrs))

/**
 * Storybook's argTypes for a block: one control per field of the WordPress editor's sidebar, from
 * the same source (the block.json attributes its declaration generates) with the same labels, the
 * same kinds (text, number with its bounds, toggle, select with the same options and '—' for none,
 * checkboxes for a set of options) and the same grouping (a list's items, an object's fields).
 * A list offers as many items as the block's fixtures have, each shown while the story's item exists.
 */
export function blockArgTypes<S extends z.ZodType>(definition: Pick<Definition<S>, 'name' | 'attrs' | 'savedAttrs'>): ArgTypes<BlockArgs> {
  const lengths = fixtureListLengths(definition)
  const fields = fieldsOf(attributesSchema(definition), (path) => lengths.get(path) ?? 0)
  const argTypes: ArgTypes<BlockArgs> = {}
  for (const field of fields) {
    argTypes[field.path] = {
      name: field.label,
      type: { name: 'other', value: '', required: field.required },
      table: field.within.length ? { category: field.within[0], subcategory: field.within.slice(1).join(' ') || undefined } : undefined,
      ...(field.whileSet ? { if: { arg: field.whileSet, exists: true } } : {}),
      ...control(field.name, field.schema, field.required),
    }
  }
  // What loadData fetched is the page's, not the marketer's: not a control.
  argTypes.data = { table: { disable: true } }
  return argTypes
}

/** A value's fields, keyed by path (`plans.0.prices.annual`), as blockArgTypes names them. */
function flatten(schema: WpSchema, value: unknown, prefix: string, into: Record<string, unknown>): void {
  const properties = propertiesOf(schema)
  if (prefix && !expands(schema)) {
    into[prefix.slice(0, -1)] = value
  } else if (properties && isRecord(value)) {
    for (const [key, child] of Object.entries(value)) flatten(properties[key] ?? {}, child, `${prefix}${key}.`, into)
  } else if (isType(schema, 'array') && Array.isArray(value)) {
    value.forEach((item, index) => flatten(isRecord(schema.items) ? schema.items : {}, item, `${prefix}${index}.`, into))
  } else if (prefix) into[prefix.slice(0, -1)] = value
}

/** Story args → the block comment's attributes (fields left empty are absent, as the editor leaves them out). */
function unflatten(schema: WpSchema, args: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [path, value] of Object.entries(args)) {
    if (value === undefined) continue
    const keys = path.split('.')
    let node: Record<string, unknown> | unknown[] = root
    let at: WpSchema = schema
    keys.forEach((key, i) => {
      const child: WpSchema = (Array.isArray(node) ? (at.items as WpSchema) : propertiesOf(at)?.[key]) ?? {}
      const slot = node as Record<string, unknown>
      if (i === keys.length - 1) slot[key] = value
      else slot[key] ??= isType(child, 'array') ? [] : {}
      node = slot[key] as Record<string, unknown>
      at = child
    })
  }
  // A list item removed in the middle leaves no hole.
  const compact = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.filter((item) => item !== undefined).map(compact)
      : isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]))
        : value
  // A required group whose fields are all empty (a free plan's prices) is there, empty, as in the comment.
  const groups = (at: WpSchema, value: unknown): void => {
    const properties = propertiesOf(at)
    if (properties && isRecord(value)) {
      for (const key of requiredOf(at)) if (value[key] === undefined && properties[key] && propertiesOf(properties[key])) value[key] = {}
      for (const [key, child] of Object.entries(value)) groups(properties[key] ?? {}, child)
    } else if (Array.isArray(value) && isRecord(at.items)) value.forEach((item) => groups(at.items as WpSchema, item))
  }
  const attributes = compact(root) as Record<string, unknown>
  groups(schema, attributes)
  return attributes
}

/** Story args of a block: a fixture's attributes as stored in its comment, with the editor's defaults, one arg per field. */
export function argsFromFixture<S extends z.ZodType>(definition: Pick<Definition<S>, 'name' | 'attrs' | 'savedAttrs'>, markup: string): BlockArgs {
  const schema = attributesSchema(definition)
  // Storybook merges a story's args over its meta's field by field: every field the block's controls
  // offer is named, unset where this fixture has none, so that nothing of the example stays behind.
  const lengths = fixtureListLengths(definition)
  const args: Record<string, unknown> = Object.fromEntries(fieldsOf(schema, (path) => lengths.get(path) ?? 0).map((field) => [field.path, undefined]))
  flatten(schema, withDefaults(schema, attrsInput(definition, fixtureBlock(definition, markup))), '', args)
  return args
}

/** A block's default story args: the example fixture its declaration names. */
export function exampleArgs<S extends z.ZodType>(definition: Pick<Definition<S>, 'name' | 'attrs' | 'savedAttrs' | 'example' | 'fixturesOf'>): BlockArgs {
  const file = `../../blocks/${fixtureFolder(definition)}/fixtures/${definition.example}`
  const markup = fixtures[file]
  if (markup === undefined) throw new Error(`${definition.name}: its example ${file} does not exist`)
  return argsFromFixture(definition, markup)
}

/** Story args → the block's attributes, validated and transformed by its schema as a page's are; or why not. */
export function blockAttrs<S extends z.ZodType>(
  definition: Pick<Definition<S>, 'attrs'>,
  args: BlockArgs,
): { ok: true; attrs: z.output<S> } | { ok: false; problem: string } {
  const { data: _data, ...fields } = args
  const parsed = definition.attrs.safeParse(unflatten(attributesSchema(definition), fields))
  return parsed.success ? { ok: true, attrs: parsed.data } : { ok: false, problem: describeIssues(parsed.error) }
}

/** What a story shows for fields the block's schema refuses (a page renders the block's fallback and logs the field). */
function Refused({ name, problem }: { name: string; problem: string }) {
  return (
    <p role="alert" style={{ padding: '1rem', border: '1px dashed currentColor' }}>
      {name}: invalid attributes ({problem})
    </p>
  )
}

/**
 * A block's story meta: its example's args, the editor's controls, and a render that validates the
 * fields with the block's schema before the component gets them. `children`: its inner blocks.
 */
export function blockStory<S extends z.ZodType, D>(definition: Definition<S, D>, options: { children?: ReactNode } = {}) {
  const { Component } = definition
  return {
    args: exampleArgs(definition),
    argTypes: blockArgTypes(definition),
    // `data` is the story's own (a fixture's JSON), given as the block's loadData would give it.
    render: (args: BlockArgs) => {
      const attrs = blockAttrs(definition, args)
      if (!attrs.ok) return <Refused name={definition.name} problem={attrs.problem} />
      return (
        <Component attrs={attrs.attrs} data={args.data as D}>
          {options.children}
        </Component>
      )
    },
  }
}
