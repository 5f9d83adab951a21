import type { Image } from '../../content-schemas/image.ts'

interface BlockImageProps {
  image: Image & { srcSet?: string }
  className?: string
  /** Replaces the image's own alt text (a logo standing for a name). */
  alt?: string
  /** Above the fold (the hero, a post's featured image): fetched first instead of lazily. */
  priority?: boolean
  /** With a srcset: the width the image takes on screen, e.g. `(min-width: 64rem) 48rem, 100vw`. */
  sizes?: string
}

/** An image: its intrinsic size reserves the space (no layout shift); below the fold it loads lazily. */
export function BlockImage({ image, className, alt, priority = false, sizes }: BlockImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  )
}
