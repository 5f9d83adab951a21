import { describe, expect, it } from 'vitest'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'
import { extractLocale, localizePath } from './locales.ts'

describe('message catalogs', () => {
  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s translates every English message and nothing else', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort())
    for (const value of Object.values(catalog)) expect(value.trim()).not.toBe('')
  })
})

describe('locale paths', () => {
  it('extracts the locale prefix; English has none', () => {
    expect(extractLocale('/es/about/team/')).toEqual({ locale: 'es', pathname: '/about/team/' })
    expect(extractLocale('/fr/')).toEqual({ locale: 'fr', pathname: '/' })
    expect(extractLocale('/about/')).toEqual({ locale: 'en', pathname: '/about/' })
    expect(extractLocale('/en/about/')).toEqual({ locale: 'en', pathname: '/en/about/' })
    expect(extractLocale('/esx/')).toEqual({ locale: 'en', pathname: '/esx/' })
  })

  it('localizes paths', () => {
    expect(localizePath('/dokan/', 'fr')).toBe('/fr/dokan/')
    expect(localizePath('/dokan/', 'en')).toBe('/dokan/')
  })
})
