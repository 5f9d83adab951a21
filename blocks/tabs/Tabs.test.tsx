import { describe, expect, it } from 'vitest'
import dokan from './fixtures/dokan-vendor-dashboard.html?raw'
import projectManager from './fixtures/project-manager-views.html?raw'
import tabs from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/tabs', () => {
  const html = renderBlock(tabs, fixtureAttrs(tabs, dokan), 'es')
  const tabTags = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0])
  const panelTags = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0])

  it('renders a tablist with the first tab selected and the others out of the tab order', () => {
    expect(html).toContain('<h2 class="tabs__heading"')
    expect(html).toMatch(/role="tablist" aria-labelledby="[^"]+-heading"/)
    expect(tabTags).toHaveLength(4)
    expect(tabTags[0]).toContain('aria-selected="true"')
    expect(tabTags[0]).toContain('tabindex="0"')
    for (const tag of tabTags.slice(1)) {
      expect(tag).toContain('aria-selected="false"')
      expect(tag).toContain('tabindex="-1"')
    }
  })

  it('renders every panel on the server, tied to its tab, inactive ones hidden', () => {
    expect(panelTags).toHaveLength(4)
    panelTags.forEach((panel, i) => {
      const panelId = /id="([^"]+)"/.exec(panel)?.[1]
      const tabId = /id="([^"]+)"/.exec(tabTags[i] ?? '')?.[1]
      expect(tabTags[i]).toContain(`aria-controls="${panelId}"`)
      expect(panel).toContain(`aria-labelledby="${tabId}"`)
      expect(panel.includes('hidden=""')).toBe(i !== 0)
    })
    expect(html).toContain('<h3 class="tabs__title">Payouts on your terms</h3>')
    expect(html).toContain('<li>PayPal and bank transfer out of the box</li>')
  })

  it('localizes links and lazy-loads panel images with their size', () => {
    expect(html).toContain('href="/es/dokan/demo/"')
    expect(html).toContain('href="/es/dokan/pricing/"')
    expect(html).toMatch(/<img class="tabs__image" src="\/images\/screenshots\/dokan\/orders.svg" alt="[^"]+" width="1280" height="800" loading="lazy"/)
  })

  it('renders panels without title, bullets or image', () => {
    const pm = renderBlock(tabs, fixtureAttrs(tabs, projectManager))
    expect(pm).not.toContain('<h2')
    expect(pm).not.toContain('<img')
    expect(pm).toContain('>Kanban board</button>')
    expect(pm.match(/<h3/g)).toHaveLength(2)
    expect(pm.match(/<ul class="tabs__bullets">/g)).toHaveLength(2)
    expect(pm).toContain('href="/wp-project-manager-pro/"')
  })

  it('accepts two to eight tabs with short labels and rejects the rest', () => {
    const tab = { label: 'Orders', text: 'Sub-orders per vendor.' }
    expect(tabs.attrs.safeParse({ tabs: [tab, tab] }).success).toBe(true)
    expect(tabs.attrs.safeParse({ tabs: [tab] }).success).toBe(false)
    expect(tabs.attrs.safeParse({ tabs: Array(9).fill(tab) }).success).toBe(false)
    expect(tabs.attrs.safeParse({ tabs: [tab, { ...tab, label: 'x'.repeat(41) }] }).success).toBe(false)
    expect(tabs.attrs.safeParse({ tabs: [tab, { ...tab, cta: { label: 'Go', href: 'javascript:alert(1)' } }] }).success).toBe(false)
  })
})
