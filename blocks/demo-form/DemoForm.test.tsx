import { describe, expect, it } from 'vitest'
import a from './fixtures/a.html?raw'
import b from './fixtures/b.html?raw'
import c from './fixtures/c.html?raw'
import demoForm from './index.ts'
import { marketplaceType } from './demo-fields.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/demo-form', () => {
  it('form A and C render required first name, email and terms; B adds phone, company and country', () => {
    const htmlA = renderBlock(demoForm, fixtureAttrs(demoForm, a))
    expect(htmlA.match(/required=""/g)).toHaveLength(3)
    expect(htmlA).toContain('Get instant access')
    expect(htmlA).not.toContain('type="tel"')
    const htmlB = renderBlock(demoForm, fixtureAttrs(demoForm, b), 'fr')
    expect(htmlB).toContain('type="tel"')
    expect(htmlB).toMatch(/<select[^>]+required=""/)
    expect(htmlB).toContain('Choisissez votre pays')
    expect(renderBlock(demoForm, fixtureAttrs(demoForm, c))).toContain('Try WP Project Manager Pro')
  })

  it('form B on exit intent renders nothing until the visitor leaves', () => {
    const attrs = { ...fixtureAttrs(demoForm, b), display: 'exit-intent' as const }
    expect(renderBlock(demoForm, attrs)).toBe('')
  })

  it("sets marketplace_type to '{category} | Frontend' with a redirect URL, else '| Backend'", () => {
    expect(marketplaceType({ redirectUrl: 'https://dokan-demo.wedevs.com/', category: 'B2B' })).toBe('B2B | Frontend')
    expect(marketplaceType({ redirectUrl: undefined, category: 'B2B' })).toBe('| Backend')
  })

  it('rejects form A without its form id and a redirect that is not https', () => {
    expect(demoForm.attrs.safeParse({ variant: 'a' }).success).toBe(false)
    expect(demoForm.attrs.safeParse({ variant: 'c', redirectUrl: 'javascript:alert(1)' }).success).toBe(false)
    expect(demoForm.attrs.safeParse({ variant: 'c', redirectUrl: 'http://dokan-demo.wedevs.com/' }).success).toBe(false)
  })
})
