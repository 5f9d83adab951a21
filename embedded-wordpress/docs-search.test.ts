import { describe, expect, it } from 'vitest'
import { createDocsIndex, ftsQuery } from './docs-search.ts'
import type { DatasetDoc } from './docs-dataset.ts'

const doc = (id: number, lang: 'en' | 'es', trail: string[], title: string, text: string): DatasetDoc => ({
  id,
  lang,
  slug: trail.at(-1)!,
  trail,
  key: trail.join('/'),
  parentKey: trail.length > 1 ? trail.slice(0, -1).join('/') : null,
  meta: { title, excerpt: '', order: 1, modified: '2026-01-01T00:00:00' },
  markup: `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`,
})

const index = createDocsIndex([
  doc(1, 'en', ['dokan', 'withdraw'], 'Withdraw settings', 'Set the minimum amount vendors may request.'),
  doc(2, 'en', ['dokan', 'orders'], 'Sub-orders', 'A withdraw request is not an order.'),
  doc(3, 'en', ['weforms', 'mailchimp'], 'Mailchimp integration', 'Send entries to an audience.'),
  doc(4, 'es', ['dokan', 'withdraw'], 'Configuración de retiros', 'El importe mínimo que los vendedores pueden solicitar.'),
])
const ids = (query: string, lang: 'en' | 'es' = 'en', rootKey?: string) => index.search(query, { lang, rootKey, limit: 20 }).map((d) => d.id)

describe('docs search index', () => {
  it('finds words by their beginning, titles first', () => {
    expect(ids('withdr')).toEqual([1, 2])
    expect(ids('mail')).toEqual([3])
  })

  it('folds accents, keeps to the language and to a product', () => {
    expect(ids('configuracion', 'es')).toEqual([4])
    expect(ids('minimo', 'es')).toEqual([4])
    expect(ids('withdraw', 'es')).toEqual([])
    expect(ids('withdraw', 'en', 'weforms')).toEqual([])
  })

  it('reads any input as words, never as query syntax', () => {
    expect(ftsQuery('a" OR "b')).toBe('"a"* "OR"* "b"*')
    expect(ftsQuery('<script>alert(1)</script>')).toBe('"script"* "alert"* "1"* "script"*')
    expect(ftsQuery('***')).toBeNull()
    for (const input of ['NEAR(a b)', 'title:x', '"unterminated', '\u0000\uFFFD', 'x'.repeat(5000), 'a AND OR NOT']) {
      expect(() => index.search(input, { lang: 'en', limit: 20 })).not.toThrow()
    }
    expect(ftsQuery('w '.repeat(100))?.split(' ')).toHaveLength(8)
  })
})
