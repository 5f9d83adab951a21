import { describe, expect, it } from 'vitest'
import { toAmpHtml } from './amp-html.ts'

describe('toAmpHtml', () => {
  it('turns sized images into responsive amp-img elements', () => {
    expect(toAmpHtml('<p><img src="/a.webp" alt="A chart" width="640" height="360" loading="lazy" class="x"></p>')).toBe(
      '<p><amp-img src="/a.webp" width="640" height="360" alt="A chart" layout="responsive"></amp-img></p>',
    )
  })

  it('drops images without a size, players, forms and inline styles, keeping the text', () => {
    const html = toAmpHtml('<div style="color:red"><img src="/a.png"><video src="/v.mp4"></video><form><input name="q"></form><p style="x">Kept</p></div>')
    expect(html).toBe('<div><p>Kept</p></div>')
  })
})
