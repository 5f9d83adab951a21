import { describe, expect, it } from 'vitest'
import { extractLocale, localizePath } from './locales.ts'

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
