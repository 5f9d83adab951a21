import { describe, expect, it } from 'vitest'
import withSubmenu from './fixtures/with-submenu.html?raw'
import keptInWordPress from './fixtures/menu-kept-in-wordpress.html?raw'
import { parseBlockMarkup } from '../markup/parse-blocks.ts'
import { renderBlocksAlone } from '../render/render-blocks-alone.ts'
import { staticHtmlOf } from '../../renderer/islands/render-node.ts'
import type { Locale } from '../../content-rules/locales.ts'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'

async function render(markup: string, locale: Locale, renders: { path: string; block: string; html: string }[] = []) {
  const lines: string[] = []
  const logger = { warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) }
  const nodes = await renderBlocksAlone(parseBlockMarkup(markup), {
    cms: embeddedCms,
    locale,
    logger,
    renders,
    homeUrl: 'http://cms.test',
  })
  return { html: staticHtmlOf(nodes), lines }
}

describe('core/navigation', () => {
  it("is a list of the site's links in the page's language, a submenu folding open without JavaScript", async () => {
    const { html, lines } = await render(withSubmenu, 'es')
    expect(lines).toEqual([])
    expect(html).toBe(
      [
        '<nav class="core-navigation" aria-label="Menú"><ul class="core-navigation__list">',
        '<li class="core-navigation__item"><a href="/es/">Start</a></li>',
        '<li class="core-navigation__item"><a href="/es/dokan/pricing/">Pricing</a></li>',
        '<li class="core-navigation__item"><details class="core-navigation__submenu"><summary>Products</summary><ul class="core-navigation__list">',
        '<li class="core-navigation__item"><a href="/es/products/">Products</a></li>',
        '<li class="core-navigation__item"><a href="/es/dokan/">Dokan</a></li>',
        '<li class="core-navigation__item"><a href="https://wedevs.com/wp-project-manager/" rel="external noopener noreferrer" target="_blank">WP Project Manager</a></li>',
        '</ul></details></li></ul></nav>',
      ].join(''),
    )
  })

  it("shows WordPress's render of a menu kept in WordPress as its own post, sanitized", async () => {
    const renders = [
      {
        path: '0',
        block: 'core/navigation',
        html: '<nav class="wp-block-navigation"><ul><li><a href="http://cms.test/about/">About</a></li></ul><script>x()</script></nav>',
      },
    ]
    const { html, lines } = await render(keptInWordPress, 'en', renders)
    expect(lines).toEqual([])
    expect(html).toBe('<nav class="wp-block-navigation"><ul><li><a href="/about/">About</a></li></ul></nav>')
  })
})
