import type { VideoAttrs } from '../video/schema.ts'

/**
 * The YouTube or Vimeo video an embed URL points to, in the shapes people paste (watch, share,
 * shorts and embed links); undefined for any other address.
 */
export function videoFromUrl(url: string): Pick<VideoAttrs, 'provider' | 'videoId'> | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  const host = parsed.hostname.replace(/^(?:www\.|m\.)/, '')
  const segments = parsed.pathname.split('/').filter(Boolean)
  const youtubeId = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: 'youtube' as const, videoId: id } : undefined)
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return youtubeId(parsed.searchParams.get('v'))
    if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') return youtubeId(segments[1])
    return undefined
  }
  if (host === 'youtu.be') return youtubeId(segments[0])
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d{6,12}$/.test(segment))
    return id ? { provider: 'vimeo', videoId: id } : undefined
  }
  return undefined
}
