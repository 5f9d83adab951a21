import { describe, expect, it } from 'vitest'
import { activeLinkClassNames, linkActiveness } from './link-active.ts'

const on = (pathname: string, search = '') => ({ pathname, search })

describe('linkActiveness (SPEC §9 active-link classes)', () => {
  it('is exact on the link’s own page, and active on it and every page below it', () => {
    expect(linkActiveness('/dokan/', on('/dokan/'))).toEqual({ active: true, exact: true })
    expect(linkActiveness('/dokan/', on('/dokan/pricing/'))).toEqual({ active: true, exact: false })
    expect(linkActiveness('/dokan/pricing/', on('/dokan/'))).toEqual({ active: false, exact: false })
    expect(linkActiveness('/dok/', on('/dokan/'))).toEqual({ active: false, exact: false })
  })

  it('treats the home page as above every page, as the router does', () => {
    expect(linkActiveness('/', on('/blog/'))).toEqual({ active: true, exact: false })
    expect(linkActiveness('/es/', on('/es/dokan/'))).toEqual({ active: true, exact: false })
    expect(linkActiveness('/es/', on('/dokan/'))).toEqual({ active: false, exact: false })
  })

  it('needs the link’s query in the current one; exact needs the same query', () => {
    expect(linkActiveness('/dokan/pricing/?utm_source=header', on('/dokan/pricing/'))).toEqual({ active: false, exact: false })
    expect(linkActiveness('/dokan/pricing/?utm_source=header', on('/dokan/pricing/', '?utm_source=header'))).toEqual({ active: true, exact: true })
    expect(linkActiveness('/search/', on('/search/', '?s=vendor'))).toEqual({ active: true, exact: false })
  })

  it('never marks in-page links or other sites', () => {
    expect(linkActiveness('#content', on('/'))).toEqual({ active: false, exact: false })
    expect(linkActiveness('https://wedevs.com/', on('/'))).toEqual({ active: false, exact: false })
    expect(linkActiveness('//cdn.example/', on('/'))).toEqual({ active: false, exact: false })
  })

  it('gives the two SPEC class names', () => {
    expect(activeLinkClassNames({ active: true, exact: true })).toEqual(['nuxt-link-active', 'nuxt-link-exact-active'])
    expect(activeLinkClassNames({ active: true, exact: false })).toEqual(['nuxt-link-active'])
    expect(activeLinkClassNames({ active: false, exact: false })).toEqual([])
  })
})
