import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.ts'
import { isSafeUrl } from '../../content-schemas/safe-url.ts'
import { HOSTILE_HTML } from '../../tests/support/hostile-html.ts'

describe('sanitizeHtml', () => {
  it.each(HOSTILE_HTML)('removes $name', ({ html, marker }) => {
    expect(sanitizeHtml(html)).not.toMatch(marker)
  })

  it('keeps ordinary block HTML intact', () => {
    const html =
      '<figure class="wp-block-table"><table><thead><tr><th>Team</th></tr></thead><tbody><tr><td colspan="2">Dokan</td></tr></tbody></table></figure>' +
      '<p class="has-text-align-center" style="color:#333">Read <a href="/docs/">the docs</a> or <a href="https://example.com/x?a=1&amp;b=2">this</a>.</p>' +
      '<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" alt="A" width="10" height="10" loading="lazy">'
    const out = sanitizeHtml(html)
    expect(out).toContain('<td colspan="2">Dokan</td>')
    expect(out).toContain('style="color:#333"')
    expect(out).toContain('<a href="/docs/">the docs</a>')
    expect(out).toContain('href="https://example.com/x?a=1&amp;b=2"')
    expect(out).toContain('srcset="/a.png 1x, /a@2x.png 2x"')
  })

  it('keeps the text of unknown wrapper elements but drops the wrapper', () => {
    expect(sanitizeHtml('<custom-card><p>Inside</p></custom-card>')).toBe('<p>Inside</p>')
  })

  it('adds rel=noopener to links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://x.example/" target="_blank">x</a>')).toContain('rel="noopener noreferrer"')
  })

  it('keeps slot markers only with the pipeline nonce', () => {
    const html = '<div><site-slot data-slot="n1:0"></site-slot><site-slot data-slot="forged:1"></site-slot></div>'
    expect(sanitizeHtml(html, { slotNonce: 'n1' })).toBe('<div><site-slot data-slot="n1:0"></site-slot></div>')
  })

  it("keeps an SVG icon and a MathML formula as WordPress's icon and math blocks save them", () => {
    const icon =
      '<div class="wp-block-icon"><svg style="width:48px;" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d="M5.5 12a6.5 6.5 0 1 0 13 0Z"/></svg></div>'
    expect(sanitizeHtml(icon)).toBe(icon)
    const formula =
      '<div class="wp-block-math"><math display="block"><semantics><mrow><mi>x</mi><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow><annotation encoding="application/x-tex">x = \\frac{1}{2}</annotation></semantics></math></div>'
    expect(sanitizeHtml(formula)).toBe(formula)
  })

  it('escapes text so that it cannot become markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
  })
})

describe('isSafeUrl', () => {
  it.each(['/a/', '#top', '?q=1', 'https://x.example/', 'http://x.example', 'mailto:a@b.c', 'tel:+123', 'page/2/'])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })
  it.each(['javascript:alert(1)', ' javascript:x', 'JAVASCRIPT:x', 'java\tscript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd'])(
    'rejects %s',
    (url) => {
      expect(isSafeUrl(url)).toBe(false)
    },
  )
})

describe('sanitizeHtml: what core blocks need, and no more', () => {
  it('keeps an https or site background image on a cover or media-text block', () => {
    const cover = '<div class="wp-block-cover" style="background-image:url(&quot;https://cdn.example.com/hero.jpg&quot;);min-height:400px"><span>x</span></div>'
    expect(sanitizeHtml(cover)).toContain('style="background-image:url(&quot;https://cdn.example.com/hero.jpg&quot;);min-height:400px"')
    expect(sanitizeHtml('<figure style="background-image:url(/images/team.webp);background-position:50% 50%"></figure>')).toContain('url(/images/team.webp)')
    expect(sanitizeHtml('<div style="background:#fff url(\'https://a.example/b.png\') no-repeat">x</div>')).toContain("url('https://a.example/b.png')")
  })

  it.each([
    ['javascript inside url()', '<div style="background-image:url(javascript:alert(1))">x</div>'],
    ['a quoted javascript: url', '<div style="background-image:url(&quot;javascript:alert(1)&quot;)">x</div>'],
    ['an http image', '<div style="background-image:url(http://tracker.example/p.gif)">x</div>'],
    ['a protocol-relative image', '<div style="background-image:url(//tracker.example/p.gif)">x</div>'],
    ['a data: image in a style', '<div style="background-image:url(data:image/svg+xml;base64,PHN2Zz4=)">x</div>'],
    ['url() on another property', '<div style="cursor:url(https://a.example/c.cur),auto">x</div>'],
    ['an escaped url()', '<div style="background-image:u\\72 l(https://a.example/x.png)">x</div>'],
    ['image-set with a bare string', '<div style="background-image:image-set(&quot;http://tracker.example/p.gif&quot; 1x)">x</div>'],
    ['a good url followed by a bad one', '<div style="background-image:url(https://a.example/x.png),url(javascript:alert(1))">x</div>'],
  ])('drops a style with %s', (_, html) => {
    expect(sanitizeHtml(html)).toBe('<div>x</div>')
  })

  it('keeps the text of a button (an accordion heading), as a plain button without handlers', () => {
    const heading =
      '<h3 class="wp-block-accordion-heading"><button class="wp-block-accordion-heading__toggle" aria-expanded="false" onclick="alert(1)" formaction="javascript:alert(1)" type="submit"><span>Can I get a refund?</span></button></h3>'
    expect(sanitizeHtml(heading)).toBe(
      '<h3 class="wp-block-accordion-heading"><button class="wp-block-accordion-heading__toggle" aria-expanded="false" type="button"><span>Can I get a refund?</span></button></h3>',
    )
  })

  it('keeps raster images given as data: URLs, never SVG or HTML ones', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    expect(sanitizeHtml(`<img src="${png}" alt="dot">`)).toBe(`<img src="${png}" alt="dot" loading="lazy">`)
    expect(sanitizeHtml('<img src="data:image/webp;base64,UklGRg==" alt="">')).toContain('src="data:image/webp;base64,UklGRg=="')
    // The source is dropped (an empty alt prints as a bare `alt`, the same in HTML).
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="">')).toBe('<img alt loading="lazy">')
    expect(sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=" alt="">')).toBe('<img alt loading="lazy">')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAA&quot;onerror=alert(1)" alt="">')).toBe('<img alt loading="lazy">')
    expect(sanitizeHtml(`<a href="${png}">x</a>`)).toBe('<a>x</a>')
  })

  it('fetches the lead image of a main content first and every other image lazily, unless it says otherwise', () => {
    const images = { leadOpen: true }
    expect(sanitizeHtml('<p><img src="/a.webp" alt="a" loading="lazy"></p>', { images })).toBe('<p><img src="/a.webp" alt="a" fetchpriority="high"></p>')
    expect(sanitizeHtml('<img src="/b.webp" alt="b"><img src="/c.webp" alt="c" loading="eager">', { images })).toBe(
      '<img src="/b.webp" alt="b" loading="lazy"><img src="/c.webp" alt="c" loading="eager">',
    )
    expect(images.leadOpen).toBe(false)
  })

  it('keeps autoplay on a muted video only', () => {
    expect(sanitizeHtml('<video autoplay muted loop playsinline src="/v.mp4"></video>')).toContain('autoplay')
    expect(sanitizeHtml('<video autoplay loop src="/v.mp4"></video>')).not.toContain('autoplay')
  })

  it('turns a PDF preview into a visible link to the PDF', () => {
    const file =
      '<div class="wp-block-file"><object class="wp-block-file__embed" data="https://cdn.example.com/Dokan%20guide.pdf" type="application/pdf" style="width:100%;height:600px" aria-label="Embed of Dokan guide."></object><a href="https://cdn.example.com/Dokan%20guide.pdf">Dokan guide</a></div>'
    const out = sanitizeHtml(file)
    expect(out).not.toContain('<object')
    expect(out).toContain(
      '<p class="wp-block-file__preview"><a href="https://cdn.example.com/Dokan%20guide.pdf" class="wp-block-file__preview-link">Dokan guide.pdf</a></p>',
    )
    expect(sanitizeHtml('<object data="javascript:alert(1)" type="application/pdf"></object>')).toBe('')
    expect(sanitizeHtml('<object data="https://x.example/a.swf" type="application/x-shockwave-flash"></object>')).toBe('')
  })

  it("makes links to the content source's home the site's own paths, and leaves its files and other hosts alone", () => {
    const homeUrl = 'http://cms.internal:8080'
    const link = (href: string) => sanitizeHtml(`<a href="${href}">x</a>`, { homeUrl })
    expect(link('http://cms.internal:8080/tag/dokan/')).toBe('<a href="/tag/dokan/">x</a>')
    expect(link('http://cms.internal:8080')).toBe('<a href="/">x</a>')
    expect(link('http://cms.internal:8080?s=vendor')).toBe('<a href="/?s=vendor">x</a>')
    expect(link('http://cms.internal:8080/wp-content/uploads/guide.pdf')).toBe('<a href="http://cms.internal:8080/wp-content/uploads/guide.pdf">x</a>')
    // Another host that merely starts the same way is not the home.
    expect(link('http://cms.internal:80801/tag/')).toBe('<a href="http://cms.internal:80801/tag/">x</a>')
    expect(link('http://cms.internal:8080.evil.example/')).toBe('<a href="http://cms.internal:8080.evil.example/">x</a>')
    expect(link('javascript:alert(1)')).toBe('<a>x</a>')
  })

  it("keeps WordPress's details block as a details element that opens without JavaScript, its handlers gone", () => {
    const details =
      '<details class="wp-block-details" open ontoggle="alert(1)"><summary onclick="alert(1)">What does the refund cover?</summary><p>The full price, within 14 days.</p></details>'
    expect(sanitizeHtml(details)).toBe(
      '<details class="wp-block-details" open><summary>What does the refund cover?</summary><p>The full price, within 14 days.</p></details>',
    )
  })
})
