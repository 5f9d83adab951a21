import { describe, expect, it } from 'vitest'
import warning from './fixtures/warning.html?raw'
import tip from './fixtures/tip.html?raw'
import callout from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/callout', () => {
  it('names its tone in the page language', () => {
    expect(renderBlock(callout, fixtureAttrs(callout, warning), 'es')).toMatch(
      /^<aside class="callout callout--warning" role="note"><p class="callout__tone">Atención<\/p><p class="callout__text">Back up/,
    )
    expect(renderBlock(callout, fixtureAttrs(callout, tip))).toContain('<p class="callout__tone">Tip</p><p class="callout__title">Faster setup</p>')
  })

  it('refuses an unknown tone and an empty text', () => {
    expect(callout.attrs.safeParse({ tone: 'danger', text: 'x' }).success).toBe(false)
    expect(callout.attrs.safeParse({ text: '' }).success).toBe(false)
  })
})
