import type { BlockProps } from '../define-block.ts'
import { Video } from '../video/Video.tsx'
import { PROVIDER_NAMES } from '../video/embed-url.ts'
import type { CoreEmbedAttrs } from './schema.ts'

/** YouTube's still of a video, from its image host (no script, no cookie); 4:3, cropped to the 16:9 frame. */
const youtubeStill = (videoId: string) => ({ src: `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`, alt: '', width: 480, height: 360 })

/** The address without its scheme, as a card shows it when the editor gave no caption. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '')

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * WordPress's embed block without the provider's code: a video plays (from the provider's
 * privacy-friendly player) only once pressed; anything else is a link card.
 */
export function CoreEmbed({ attrs }: BlockProps<CoreEmbedAttrs>) {
  if (attrs.kind === 'video') {
    const { provider, videoId, caption } = attrs
    const poster = provider === 'youtube' ? youtubeStill(videoId) : undefined
    return <Video attrs={{ provider, videoId, title: caption ?? PROVIDER_NAMES[provider], caption, poster }} />
  }
  return (
    <figure className="core-embed">
      <a className="core-embed__link" href={attrs.url} rel="noopener noreferrer">
        <span className="core-embed__provider">{hostOf(attrs.url)}</span>
        <span className="core-embed__title">{attrs.caption ?? shortUrl(attrs.url)}</span>
      </a>
    </figure>
  )
}
