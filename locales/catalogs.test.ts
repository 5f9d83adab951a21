import { describe, expect, it } from 'vitest'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'

describe('message catalogs', () => {
  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s translates every English message and nothing else', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort())
    for (const value of Object.values(catalog)) expect(value.trim()).not.toBe('')
  })
})
