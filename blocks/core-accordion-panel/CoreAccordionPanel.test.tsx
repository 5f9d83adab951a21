import { describe, expect, it } from 'vitest'
import faq from '../core-accordion/fixtures/faq.html?raw'
import block from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('core/accordion-panel', () => {
  it('renders its part of the accordion fixture (the whole: core-accordion/CoreAccordion.test.tsx)', () => {
    expect(renderBlock(block, fixtureAttrs(block, faq))).toMatch(/^<(details|summary|div) class="core-accordion__/)
  })
})
