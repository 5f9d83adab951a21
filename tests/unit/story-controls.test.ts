import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import pricingTable from '../../blocks/pricing-table/index.ts'
import newsletter from '../../blocks/newsletter/index.ts'
import { fixtureFolder, type SiteBlockDefinition } from '../../blocks/define-block.ts'
import { blockJson } from '../../build/block-json.ts'
import { blockArgTypes, exampleArgs } from '../../stories/blocks/block-story.tsx'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parseDocument } from 'htmlparser2'
import { isTag, type ChildNode } from 'domhandler'
import { findOne, textContent } from 'domutils'
import { blockEdit } from '../../wordpress/site-blocks-api/src/blocks/BlockEdit.tsx'

/** One field of a sidebar: its label (' *' when required), its kind and, for choices, its options. */
interface SidebarField {
  label: string
  kind: string
  options?: string[]
  min?: number
  max?: number
}

/**
 * The fields the WordPress editor's sidebar shows for a block: the plugin's own block editor
 * component (wordpress/site-blocks-api/src/blocks/BlockEdit.tsx) given the block's example, its
 * inspector rendered with stand-ins for WordPress's controls and read back control by control.
 */
function editorSidebar(definition: SiteBlockDefinition, example: string): SidebarField[] {
  const meta = blockJson(definition, example)
  const Edit = blockEdit(meta)
  const html = renderToStaticMarkup(createElement(Edit, { name: meta.name, attributes: meta.example.attributes, setAttributes: () => {} }))
  const inspector = findOne((node) => node.attribs['data-slot'] === 'inspector', parseDocument(html).children)
  if (!inspector) throw new Error(`${definition.name}: no inspector`)
  const fields: SidebarField[] = []
  const walk = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (!isTag(node)) continue
      const { 'data-control': name, 'data-label': label = '', 'data-type': type, 'data-min': min, 'data-max': max, 'data-options': options } = node.attribs
      const bound = (value: string | undefined) => (value === undefined ? undefined : Number(value))
      if (name === 'SelectControl') fields.push({ label, kind: 'select', options: JSON.parse(options ?? '[]') as string[] })
      else if (name === 'ToggleControl') fields.push({ label, kind: 'boolean' })
      else if (name === 'TextControl' && type === 'number') fields.push({ label, kind: 'number', min: bound(min), max: bound(max) })
      else if (name === 'TextControl' || name === 'TextareaControl') fields.push({ label, kind: label.endsWith(' (JSON)') ? 'object' : 'text' })
      else if (name === 'CheckboxControl') fields.push({ label, kind: 'option' })
      else if (node.name === 'legend') fields.push({ label: textContent(node), kind: 'legend' })
      walk(node.children)
    }
  }
  walk(inspector.children)
  // A group's title is no field, except over a set of checkboxes: that is one field with options.
  return fields.flatMap((field, i): SidebarField[] => {
    if (field.kind === 'option') return []
    if (field.kind !== 'legend') return [field]
    const options: string[] = []
    for (let j = i + 1; fields[j]?.kind === 'option'; j++) options.push(fields[j]!.label)
    return options.length ? [{ label: field.label, kind: 'check', options }] : []
  })
}

/** The same, read from a block's Storybook controls as the Controls panel shows them for its example story. */
function storyControls(definition: SiteBlockDefinition): SidebarField[] {
  const args = exampleArgs(definition)
  return Object.entries(blockArgTypes(definition)).flatMap(([, argType]): SidebarField[] => {
    if (!argType || argType.table?.disable) return []
    if (argType.if && 'arg' in argType.if && args[argType.if.arg] === undefined) return []
    const control = typeof argType.control === 'object' ? argType.control : { type: argType.control }
    const label = `${argType.name}${argType.type && typeof argType.type === 'object' && argType.type.required ? ' *' : ''}`
    const kind = String(control.type)
    const labels = (control as { labels?: Record<string, string> }).labels
    const options = argType.options?.map((option) => labels?.[String(option)] ?? String(option))
    if (kind === 'number') return [{ label, kind, min: (control as { min?: number }).min, max: (control as { max?: number }).max }]
    return [options ? { label, kind, options } : { label, kind }]
  })
}

describe('Storybook controls of a block', () => {
  for (const definition of [pricingTable, newsletter] as SiteBlockDefinition[]) {
    it(`are the editor sidebar's fields for ${definition.name}`, () => {
      const example = readFileSync(`blocks/${fixtureFolder(definition)}/fixtures/${definition.example}`, 'utf8')
      const sidebar = editorSidebar(definition, example)
      expect(sidebar.length).toBeGreaterThan(3)
      expect(storyControls(definition)).toEqual(sidebar)
    })
  }

  it("make a plan's price a number field", () => {
    const price = blockArgTypes(pricingTable)['plans.0.prices.annual']
    expect(price).toMatchObject({ name: 'Annual', control: { type: 'number', min: 0 }, table: { category: 'Plans', subcategory: '1. Prices' } })
    expect(exampleArgs(pricingTable)['plans.0.prices.annual']).toBe(149)
  })
})
