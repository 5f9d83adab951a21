import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import pricingTable from '../../blocks/pricing-table/index.ts'
import newsletter from '../../blocks/newsletter/index.ts'
import { fixtureFolder, type SiteBlockDefinition } from '../../blocks/define-block.ts'
import { blockJson } from '../../build/block-json.ts'
import { blockArgTypes, exampleArgs } from '../../stories/blocks/block-story.tsx'

/** One field of a sidebar: its label (' *' when required), its kind and, for choices, its options. */
interface SidebarField {
  label: string
  kind: string
  options?: string[]
  min?: number
  max?: number
}

type Element = { type: unknown; props: Record<string, unknown> }

/**
 * The fields the WordPress editor's sidebar shows for a block: the editor's own script
 * (wordpress/site-blocks-api/editor/site-blocks-editor.js) run against a stand-in for the editor's
 * globals, its inspector rendered as a tree and read back control by control.
 */
function editorSidebar(definition: SiteBlockDefinition, example: string): SidebarField[] {
  const markers = new Map<string, (props: unknown) => unknown>()
  const marker = (name: string) => {
    if (!markers.has(name))
      markers.set(
        name,
        Object.assign(() => null, { marker: name }),
      )
    return markers.get(name)!
  }
  const library = new Proxy({}, { get: (_, name) => (name === 'useBlockProps' ? () => ({}) : marker(String(name))) })
  const registered = new Map<string, { edit: (props: unknown) => Element }>()
  const wp = {
    element: {
      createElement: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => ({ type, props: { ...props, children } }),
      Fragment: 'fragment',
      useState: (initial: unknown) => [typeof initial === 'function' ? (initial as () => unknown)() : initial, () => {}],
      useEffect: () => {},
      useRef: () => ({ current: undefined }),
    },
    i18n: { __: (text: string) => text, sprintf: (text: string) => text },
    components: library,
    blockEditor: library,
    blocks: { registerBlockType: (name: string, settings: { edit: (props: unknown) => Element }) => registered.set(name, settings) },
    data: { select: () => null },
    apiFetch: () => new Promise(() => {}),
  }
  const meta = blockJson(definition, example)
  const script = readFileSync('wordpress/site-blocks-api/editor/site-blocks-editor.js', 'utf8')
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the editor's own script, run as WordPress runs it, against a stand-in `window`
  new Function('window', script)({ wp, siteBlocksEditor: { blocks: [meta], siteUrl: '' } })
  const edit = registered.get(definition.name)!.edit
  const tree = edit({ name: definition.name, attributes: (meta.example as { attributes: unknown }).attributes, setAttributes: () => {} })

  const fields: SidebarField[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    const { type, props } = node as Element
    const name = typeof type === 'function' ? (type as { marker?: string }).marker : undefined
    if (typeof type === 'function' && !name) return walk((type as (p: unknown) => unknown)(props))
    // The block's own preview is not the sidebar.
    if (props.className === 'site-blocks-preview') return
    const label = typeof props.label === 'string' ? props.label : ''
    if (name === 'SelectControl') fields.push({ label, kind: 'select', options: (props.options as { label: string }[]).map((o) => o.label) })
    else if (name === 'ToggleControl') fields.push({ label, kind: 'boolean' })
    else if (name === 'TextControl' && props.type === 'number')
      fields.push({ label, kind: 'number', min: props.min as number | undefined, max: props.max as number | undefined })
    else if (name === 'TextControl' || name === 'TextareaControl') fields.push({ label, kind: label.endsWith(' (JSON)') ? 'object' : 'text' })
    else if (name === 'CheckboxControl') fields.push({ label, kind: 'option' })
    else if (type === 'legend') fields.push({ label: String((props.children as unknown[]).join('')), kind: 'legend' })
    walk(props.children)
  }
  walk(tree)
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
