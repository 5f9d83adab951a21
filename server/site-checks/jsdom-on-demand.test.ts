import { describe, expect, it, vi } from 'vitest'
import type { WpPreview } from '../../content-schemas/preview.ts'
import { testConfig } from '../../tests/support/site-config.ts'

/** Whether jsdom's module has been loaded (its factory runs at the first import of 'jsdom'). */
const jsdom = vi.hoisted(() => ({ loaded: false }))
vi.mock('jsdom', async (importOriginal) => {
  jsdom.loaded = true
  return await importOriginal()
})

const PREVIEW = {
  type: 'pages',
  revision: 7,
  status: 'draft',
  translations: { en: 'draft' },
  item: { id: 7, lang: 'en', link: 'https://cms.example/pricing/', title: { rendered: 'Pricing' } },
} as unknown as WpPreview

describe('jsdom in the server', () => {
  // jsdom takes about 20 MB of the server's memory once loaded, and most instances never run a check.
  it('is loaded by the first site check, not with the app', async () => {
    const { createApp } = await import('../app.ts')
    createApp({ config: testConfig() })
    expect(jsdom.loaded).toBe(false)

    const { runSiteChecks } = await import('./run-site-checks.ts')
    const findings = await runSiteChecks(
      '<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Pricing</h1></main></body></html>',
      new URL('https://site.example/pricing/'),
      PREVIEW,
      { exists: async () => true, fileBytes: () => null, staticImports: () => [], budgetKb: 120 },
    )
    expect(jsdom.loaded).toBe(true)
    expect(Array.isArray(findings)).toBe(true)
  })
})
