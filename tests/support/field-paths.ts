import type { z } from 'zod'

/** Field paths of a JSON value: `{a:{b:1},c:[{d:2}]}` → a, a.b, c, c[].d. */
export function jsonFieldPaths(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) jsonFieldPaths(item, `${prefix}[]`, into)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key
      into.add(path)
      jsonFieldPaths(child, path, into)
    }
  }
  return into
}

/** Field paths a zod schema reads (objects, arrays, optional/default/transform wrappers). */
export function schemaFieldPaths(schema: z.ZodType, prefix = '', into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const path = prefix ? `${prefix}.${key}` : key
        into.add(path)
        schemaFieldPaths(child, path, into)
      }
      break
    case 'array':
      schemaFieldPaths(def.element as z.ZodType, `${prefix}[]`, into)
      break
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      schemaFieldPaths(def.innerType as z.ZodType, prefix, into)
      break
    case 'pipe':
      schemaFieldPaths(def.in as z.ZodType, prefix, into)
      break
  }
  return into
}
