import { describe, expect, it } from 'vitest'
import { videoFromUrl } from './video-from-url.ts'

describe('videoFromUrl', () => {
  it('finds the YouTube video of watch, share, shorts and embed links', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10s',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ])
      expect(videoFromUrl(url), url).toEqual({ provider: 'youtube', videoId: 'aqz-KE-bpKQ' })
  })

  it('finds the Vimeo video of a page or player link', () => {
    expect(videoFromUrl('https://vimeo.com/874512093')).toEqual({ provider: 'vimeo', videoId: '874512093' })
    expect(videoFromUrl('https://player.vimeo.com/video/874512093?h=abc')).toEqual({ provider: 'vimeo', videoId: '874512093' })
  })

  it('gives nothing for other hosts, look-alikes and malformed ids', () => {
    for (const url of [
      'https://wordpress.org/plugins/dokan-lite/',
      'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>',
      'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
      'not a url',
    ])
      expect(videoFromUrl(url), url).toBeUndefined()
  })
})
