import { describe, expect, it } from 'vitest'
import youtube from './fixtures/youtube.html?raw'
import vimeo from './fixtures/vimeo.html?raw'
import linkCard from './fixtures/link-card.html?raw'
import hostile from './fixtures/hostile.html?raw'
import embed from './index.ts'
import { fixtureAttrs, fixtureBlock } from '../markup/fixture-attrs.ts'
import { attrsInput } from '../define-block.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('core/embed', () => {
  it('shows a YouTube embed as its still and a play button, captioned, with nothing from YouTube but the image', () => {
    const html = renderBlock(embed, fixtureAttrs(embed, youtube))
    expect(html).toContain('<img class="video__poster" src="https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg" alt="" width="480" height="360" loading="lazy"/>')
    expect(html).toContain('Play video: Setting up a Dokan marketplace, from a fresh WordPress to the first vendor.')
    expect(html).toContain('<figcaption class="video__caption">Setting up a Dokan marketplace')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube.com')
  })

  it('shows a Vimeo embed as a titled frame with a play button, in the page language', () => {
    const html = renderBlock(embed, fixtureAttrs(embed, vimeo), 'es')
    expect(html).toContain('<p class="video__title">Vimeo</p>')
    expect(html).toContain('<button type="button" class="video__play">')
    expect(html).not.toContain('<img')
  })

  it('is an island for videos only: a link card is plain content', () => {
    expect(embed.islandWhen?.(fixtureAttrs(embed, youtube))).toBe(true)
    expect(embed.islandWhen?.(fixtureAttrs(embed, linkCard))).toBe(false)
  })

  it("needs the video block's stylesheet for a video (its player), its own for a link card", () => {
    expect(embed.stylesheetsFor?.(fixtureAttrs(embed, youtube))).toEqual(['site/video'])
    expect(embed.stylesheetsFor?.(fixtureAttrs(embed, linkCard))).toEqual(['core/embed'])
  })

  it('shows any other provider as a link card with the provider and the address', () => {
    const html = renderBlock(embed, fixtureAttrs(embed, linkCard))
    expect(html).toBe(
      '<figure class="core-embed"><a class="core-embed__link" href="https://wordpress.org/plugins/dokan-lite/" rel="noopener noreferrer"><span class="core-embed__provider">wordpress.org</span><span class="core-embed__title">wordpress.org/plugins/dokan-lite</span></a></figure>',
    )
  })

  it('refuses a javascript: URL, and reads a caption as text only', () => {
    expect(embed.attrs.safeParse(attrsInput(embed, fixtureBlock(embed, hostile))).success).toBe(false)
    const caption = attrsInput(embed, fixtureBlock(embed, hostile)) as { caption: string }
    expect(caption.caption).toBe('A caption')
  })
})
