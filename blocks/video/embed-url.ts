import type { VideoAttrs } from './schema.ts'

export type VideoProvider = VideoAttrs['provider']

/** Brand names, shown in the consent note; the same in every language. */
export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

/**
 * The player's address on the only hosts the CSP's frame-src allows: YouTube's no-cookie domain,
 * Vimeo with Do Not Track. It autoplays because the visitor has just pressed play.
 */
export function embedUrl(provider: VideoProvider, videoId: string): string {
  const id = encodeURIComponent(videoId)
  return provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`
}
