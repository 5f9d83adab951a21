import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { VideoAttrs } from './schema.ts'
import { PROVIDER_NAMES, embedUrl } from './embed-url.ts'
import { BlockImage } from '../parts/BlockImage.tsx'

/** A click-to-play video: the provider is not contacted (no script, no cookie) until the visitor presses play. */
export function Video({ attrs }: BlockProps<VideoAttrs>) {
  const t = useT()
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)
  // The play button disappears; keyboard users continue in the player rather than at the top of the page.
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  return (
    <figure className="video">
      <div className={`video__frame${attrs.poster ? '' : ' video__frame--plain'}`}>
        {playing ? (
          <iframe
            ref={player}
            className="video__player"
            src={embedUrl(attrs.provider, attrs.videoId)}
            title={attrs.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <>
            {attrs.poster ? <BlockImage className="video__poster" image={attrs.poster} /> : <p className="video__title">{attrs.title}</p>}
            <button type="button" className="video__play" onClick={() => setPlaying(true)}>
              <span className="video__icon" aria-hidden="true" />
              <span className="visually-hidden">{t('video.play', { title: attrs.title })}</span>
            </button>
            <p className="video__consent">{t('video.consent', { provider: PROVIDER_NAMES[attrs.provider] })}</p>
          </>
        )}
      </div>
      {attrs.caption && <figcaption className="video__caption">{attrs.caption}</figcaption>}
    </figure>
  )
}
