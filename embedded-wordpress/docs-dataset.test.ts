import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDataset } from './dataset.ts'

const dataset = loadDataset(path.resolve('content'))
const english = dataset.docs.filter((doc) => doc.lang === 'en')
const base = (key: string) => english.find((doc) => doc.key === key.split('/')[0])?.meta.base ?? `/docs/${key.split('/')[0]}/`
const pathOf = (key: string) =>
  `${base(key)}${key
    .split('/')
    .slice(1)
    .map((slug) => `${slug}/`)
    .join('')}`

describe('the docs dataset', () => {
  it('documents at least 5 products, 20 categories and 120 articles in English', () => {
    const isParent = new Set(english.map((doc) => doc.parentKey))
    expect(english.filter((doc) => doc.trail.length === 1).length).toBeGreaterThanOrEqual(5)
    expect(english.filter((doc) => doc.trail.length > 1 && isParent.has(doc.key)).length).toBeGreaterThanOrEqual(20)
    expect(english.filter((doc) => !isParent.has(doc.key)).length).toBeGreaterThanOrEqual(120)
  })

  it('links only docs that exist and images that are there', () => {
    const paths = new Set(english.map((doc) => pathOf(doc.key)))
    const problems: string[] = []
    for (const doc of dataset.docs) {
      for (const [, href] of doc.markup.matchAll(/href="(\/(?:docs|dokan\/knowledge-base)\/[^"#?]*)/g)) {
        if (!paths.has(href!)) problems.push(`${doc.lang}/${doc.key}: link to ${href}`)
      }
      for (const [, src] of doc.markup.matchAll(/src="(\/[^"]+)"/g)) {
        if (!existsSync(path.join('public', src!))) problems.push(`${doc.lang}/${doc.key}: image ${src}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('translates only docs that exist in English, under the same path', () => {
    const keys = new Set(english.map((doc) => doc.key))
    expect(dataset.docs.filter((doc) => doc.lang !== 'en' && !keys.has(doc.key)).map((doc) => `${doc.lang}/${doc.key}`)).toEqual([])
  })
})
