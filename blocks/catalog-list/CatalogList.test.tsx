import { describe, expect, it } from 'vitest'
import dokanModules from './fixtures/dokan-modules.html?raw'
import pmExtensions from './fixtures/pm-extensions.html?raw'
import itemsJson from './fixtures/items.json'
import catalogList from './index.ts'
import type { CatalogListItem } from './schema.ts'
import { CATALOGS } from '../../content-schemas/catalog.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const items: CatalogListItem[] = itemsJson
const itemsOf = (catalog: keyof typeof CATALOGS) => items.filter((item) => item.path.startsWith(CATALOGS[catalog].base))

describe('site/catalog-list', () => {
  it('renders every entry as a card whose title links to its localized page', () => {
    const html = renderBlock(catalogList, fixtureAttrs(catalogList, dokanModules), 'es', undefined, itemsOf('dokan-modules'))
    expect(html).toContain('<section class="catalog-list catalog-list--3"><h2>Every Dokan Pro module</h2><p class="catalog-list__intro">Switch modules on')
    expect(html.match(/<li class="catalog-list__item">/g)).toHaveLength(6)
    expect(html).toContain(
      '<h3><a href="/es/dokan/modules/vendor-verification/">Vendor Verification</a></h3><p>Check ID documents, addresses, phone numbers and company details before a vendor sells.</p>',
    )
  })

  it('repeats the link with the block label, hidden from assistive technology and the tab order', () => {
    const html = renderBlock(catalogList, fixtureAttrs(catalogList, dokanModules), 'en', undefined, itemsOf('dokan-modules'))
    expect(html).toContain('<a href="/dokan/modules/wholesale/" class="catalog-list__more" aria-hidden="true" tabindex="-1">See the module →</a>')
  })

  it('uses the column count and the default link label', () => {
    const attrs = fixtureAttrs(catalogList, pmExtensions)
    expect(attrs).toMatchObject({ catalog: 'pm-extensions', columns: 2, linkLabel: 'Learn more' })
    const html = renderBlock(catalogList, attrs, 'fr', undefined, itemsOf('pm-extensions'))
    expect(html).toContain('<section class="catalog-list catalog-list--2"><h2>WP Project Manager Pro extensions</h2><ul class="catalog-list__items">')
    expect(html).toContain('<a href="/fr/wp-project-manager-pro/extensions/gantt-chart/">Gantt Chart</a>')
    expect(html.match(/Learn more →/g)).toHaveLength(4)
  })

  it('leaves out an empty excerpt', () => {
    const html = renderBlock(catalogList, fixtureAttrs(catalogList, pmExtensions), 'en', undefined, [
      { title: 'Invoice', excerpt: '', path: '/wp-project-manager-pro/extensions/invoice/' },
    ])
    expect(html).toContain('<h3><a href="/wp-project-manager-pro/extensions/invoice/">Invoice</a></h3><a href=')
  })

  it('accepts known catalogs and rejects unknown ones, other column counts or an empty label', () => {
    expect(catalogList.attrs.safeParse({ catalog: 'dokan-themes' }).success).toBe(true)
    expect(catalogList.attrs.safeParse({}).success).toBe(false)
    expect(catalogList.attrs.safeParse({ catalog: 'dokan-plugins' }).success).toBe(false)
    expect(catalogList.attrs.safeParse({ catalog: 'dokan-modules', columns: 5 }).success).toBe(false)
    expect(catalogList.attrs.safeParse({ catalog: 'dokan-modules', linkLabel: '' }).success).toBe(false)
  })
})
