import { useState, type KeyboardEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { ScreenshotGalleryAttrs } from './schema.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { BlockSection } from '../parts/BlockSection.tsx'
import { Dialog, DialogClose } from '../parts/dialog/Dialog.tsx'

/**
 * A grid of screenshots (plain images without JavaScript); a thumbnail opens the screenshot in the
 * site's modal dialog (focus kept inside, Escape, the backdrop, focus back on the thumbnail).
 */
export function ScreenshotGallery({ attrs }: BlockProps<ScreenshotGalleryAttrs>) {
  const t = useT()
  const [current, setCurrent] = useState<number | null>(null)
  const total = attrs.screenshots.length
  const shot = current === null ? undefined : attrs.screenshots[current]

  const step = (delta: number) => setCurrent((index) => (index === null ? null : (index + delta + total) % total))
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    step(event.key === 'ArrowLeft' ? -1 : 1)
  }

  return (
    <BlockSection block="screenshot-gallery" heading={attrs.heading} intro={attrs.intro}>
      <ul className="screenshot-gallery__grid">
        {attrs.screenshots.map((screenshot, index) => (
          <li key={index} className="screenshot-gallery__item">
            <figure className="screenshot-gallery__thumb">
              <button
                type="button"
                className="screenshot-gallery__open"
                aria-label={t('gallery.open', { caption: screenshot.caption ?? screenshot.alt })}
                onClick={() => setCurrent(index)}
              >
                <BlockImage image={screenshot} />
              </button>
              {screenshot.caption && <figcaption className="screenshot-gallery__caption">{screenshot.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {/* Opened once it holds the screenshot: focus lands on its first button, the close control. */}
      <Dialog
        open={shot !== undefined}
        onClose={() => setCurrent(null)}
        className="screenshot-gallery__dialog"
        aria-label={shot ? (shot.caption ?? shot.alt) : undefined}
        onKeyDown={onKeyDown}
      >
        {shot && current !== null && (
          <div className="screenshot-gallery__lightbox">
            <DialogClose className="screenshot-gallery__close">
              <span aria-hidden="true">×</span>
            </DialogClose>
            <figure className="screenshot-gallery__figure">
              <BlockImage className="screenshot-gallery__full" image={shot} priority />
              <figcaption className="screenshot-gallery__details">
                {shot.caption && <span className="screenshot-gallery__full-caption">{shot.caption}</span>}
                <span className="screenshot-gallery__position" aria-live="polite">
                  {t('gallery.position', { index: current + 1, total })}
                </span>
              </figcaption>
            </figure>
            {total > 1 && (
              <div className="screenshot-gallery__nav">
                <button type="button" className="screenshot-gallery__step" onClick={() => step(-1)}>
                  <span aria-hidden="true">← </span>
                  {t('gallery.previous')}
                </button>
                <button type="button" className="screenshot-gallery__step" onClick={() => step(1)}>
                  {t('gallery.next')}
                  <span aria-hidden="true"> →</span>
                </button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </BlockSection>
  )
}
