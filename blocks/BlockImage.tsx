import type { Image } from '../content-schemas/image.ts'

interface BlockImageProps {
  image: Image
  className?: string
  /** Replaces the image's own alt text (a logo standing for a name). */
  alt?: string
  /** Above the fold (the hero): fetched first instead of lazily. */
  priority?: boolean
}

/** A block's image: its intrinsic size reserves the space (no layout shift); below the fold it loads lazily. */
export function BlockImage({ image, className, alt, priority = false }: BlockImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  )
}
