import { describe, expect, it } from 'vitest'
import { embedUrl } from './embed-url.ts'

describe('embedUrl', () => {
  it('plays YouTube from the no-cookie domain', () => {
    expect(embedUrl('youtube', 'k3Xq9vLm2Tw')).toBe('https://www.youtube-nocookie.com/embed/k3Xq9vLm2Tw?autoplay=1')
  })

  it('plays Vimeo with Do Not Track', () => {
    expect(embedUrl('vimeo', '874512093')).toBe('https://player.vimeo.com/video/874512093?autoplay=1&dnt=1')
  })

  it('keeps an id from escaping its path segment', () => {
    const url = new URL(embedUrl('youtube', '../x?y=1#z'))
    expect(url.host).toBe('www.youtube-nocookie.com')
    expect(url.pathname).toBe('/embed/..%2Fx%3Fy%3D1%23z')
    expect(url.search).toBe('?autoplay=1')
  })
})
