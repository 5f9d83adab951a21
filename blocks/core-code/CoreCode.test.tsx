import { describe, expect, it } from 'vitest'
import phpFilter from './fixtures/php-filter.html?raw'
import hostile from './fixtures/hostile.html?raw'
import noLanguage from './fixtures/no-language.html?raw'
import code from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('core/code', () => {
  it('highlights code on the server in the language its block names', () => {
    const attrs = fixtureAttrs(code, phpFilter)
    expect(attrs.language).toBe('php')
    const html = renderBlock(code, attrs)
    expect(html).toMatch(/^<pre class="core-code" data-language="php"><code class="hljs language-php">/)
    expect(html).toContain('<span class="hljs-comment">// Vendors keep 88% of every sale.</span>')
    expect(html).toContain('<span class="hljs-string">&#x27;dokan_get_seller_percentage&#x27;</span>')
  })

  it('shows code as text: markup in it is escaped, never run', () => {
    const html = renderBlock(code, fixtureAttrs(code, hostile))
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toContain('&lt;')
    expect(html).toContain('alert(1)')
  })

  it('shows code without a language unhighlighted', () => {
    const html = renderBlock(code, fixtureAttrs(code, noLanguage))
    expect(html).toBe('<pre class="core-code"><code class="hljs">wp plugin install dokan-lite --activate</code></pre>')
  })
})
