import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { ScreenshotGalleryAttrs } from './schema.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { BlockSection } from '../parts/BlockSection.tsx'

/**
 * A grid of screenshots (plain images without JavaScript); a thumbnail opens a native modal dialog,
 * which brings focus trapping, Escape and focus return with it.
 */
export function ScreenshotGallery({ attrs }: BlockProps<ScreenshotGalleryAttrs>) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const [current, setCurrent] = useState<number | null>(null)
  const total = attrs.screenshots.length
  const shot = current === null ? undefined : attrs.screenshots[current]

  // Opened after the commit, so the dialog already holds the image and focus lands on its first button.
  useEffect(() => {
    if (current !== null && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [current])

  const step = (delta: number) => setCurrent((index) => (index === null ? null : (index + delta + total) % total))
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    step(event.key === 'ArrowLeft' ? -1 : 1)
  }
  // A click on the backdrop reaches the dialog element itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) event.currentTarget.close()
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
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, for a pointer; the keyboard's way is Esc, which a <dialog> handles itself */}
      <dialog
        ref={dialog}
        className="screenshot-gallery__dialog"
        aria-label={shot ? (shot.caption ?? shot.alt) : undefined}
        onClose={() => setCurrent(null)}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {shot && current !== null && (
          <div className="screenshot-gallery__lightbox">
            <button type="button" className="screenshot-gallery__close" aria-label={t('common.close')} onClick={() => dialog.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
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
      </dialog>
    </BlockSection>
  )
}
