import type { WpPost, FeaturedImage } from '../../content-schemas/post.ts'
import type { WpCategory, WpUser } from '../../content-schemas/taxonomy.ts'
import type { Image } from '../../content-schemas/image.ts'
import { IMAGE_WIDTHS } from '../../content-rules/image-widths.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { readingMinutes } from './reading-time.ts'
import { authorPath, categoryLinks, type TermLink } from '../../cms/terms.ts'

export type ResponsiveImage = Image & { srcSet: string }

/** A post as lists show it: trimmed on the server, no content. */
export interface PostSummary {
  id: number
  /** SPEC §3: tags stripped in lists. */
  title: string
  excerpt: string
  /** Locale-free path (the Link component adds the language). */
  path: string
  postedAt: string
  readingMinutes: number
  image: ResponsiveImage | null
  author: TermLink | null
  categories: TermLink[]
}

/** SPEC §9: a srcset over the image screen widths (xs 320 … xxl 1536), with the files the image has. */
export function responsiveImage(image: FeaturedImage | null): ResponsiveImage | null {
  if (!image) return null
  const candidates = image.sizes.filter((size) => (IMAGE_WIDTHS as readonly number[]).includes(size.width))
  return {
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    srcSet: candidates.map((size) => `${size.src} ${size.width}w`).join(', '),
  }
}

export function postSummary(post: WpPost, categories: WpCategory[], authors: WpUser[]): PostSummary {
  const author = authors.find((a) => a.id === post.author)
  return {
    id: post.id,
    title: plainText(post.title.rendered),
    excerpt: plainText(post.excerpt.rendered),
    path: permalinkPath(post.link),
    postedAt: post.date_gmt,
    readingMinutes: readingMinutes(post.block_markup),
    image: responsiveImage(post.featured_image),
    author: author ? { id: author.id, name: author.name, path: authorPath(author) } : null,
    categories: categoryLinks(post.categories, categories),
  }
}
