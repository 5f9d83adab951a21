import { describe, expect, it } from 'vitest'
import withPoster from './fixtures/youtube-with-poster.html?raw'
import plain from './fixtures/vimeo-plain.html?raw'
import video from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/video', () => {
  it('renders a poster and a play button, and nothing from the provider', () => {
    const html = renderBlock(video, fixtureAttrs(video, withPoster))
    expect(html).toMatch(/<img class="video__poster" src="\/images\/screenshots\/dokan\/dashboard.svg" alt="[^"]+" width="1280" height="800" loading="lazy"/)
    expect(html).toContain('<button type="button" class="video__play">')
    expect(html).toContain('Play video: Set up a Dokan marketplace in ten minutes')
    expect(html).toContain('The video plays from YouTube, which may set its own cookies.')
    expect(html).toContain('<figcaption class="video__caption">From installing Dokan Lite')
    expect(html).not.toContain('<iframe')
    expect(html).not.toMatch(/youtube(-nocookie)?\.com|vimeo\.com/)
  })

  it('shows the title in a plain frame without a poster, in the page language', () => {
    const html = renderBlock(video, fixtureAttrs(video, plain), 'fr')
    expect(html).toContain('<p class="video__title">How vendors request a withdrawal in Dokan</p>')
    expect(html).toContain('Lire la vidéo : How vendors request a withdrawal in Dokan')
    expect(html).toContain('La vidéo est lue depuis Vimeo')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<figcaption')
  })

  it('accepts only ids of the chosen provider', () => {
    const base = { title: 'Dokan in ten minutes' }
    expect(video.attrs.safeParse({ ...base, provider: 'youtube', videoId: 'k3Xq9vLm2Tw' }).success).toBe(true)
    expect(video.attrs.safeParse({ ...base, provider: 'vimeo', videoId: '874512093' }).success).toBe(true)
    expect(video.attrs.safeParse({ ...base, provider: 'vimeo', videoId: 'k3Xq9vLm2Tw' }).success).toBe(false)
    expect(video.attrs.safeParse({ ...base, provider: 'youtube', videoId: '../../evil' }).success).toBe(false)
    expect(video.attrs.safeParse({ ...base, provider: 'dailymotion', videoId: 'x8abcd' }).success).toBe(false)
    expect(video.attrs.safeParse({ provider: 'youtube', videoId: 'k3Xq9vLm2Tw', title: '' }).success).toBe(false)
  })
})
