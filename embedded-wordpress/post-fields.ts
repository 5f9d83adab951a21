import type { DatasetPost } from './dataset.ts'
import type { BlogDataset } from './blog-dataset.ts'
import type { FeaturedImage, YoastHead, YoastMeta } from '../content-schemas/post.ts'

/**
 * The companion plugin's post fields, computed from a dataset post. The WordPress import stores
 * the same values (wordpress/import/export-bundle.ts), so both sources answer alike.
 */

export function featuredImageOf(post: DatasetPost, blog: BlogDataset): FeaturedImage | null {
  const image = post.meta.featured_image ? blog.images.get(post.meta.featured_image) : undefined
  if (!image) return null
  const largest = image.sizes.at(-1)
  return { src: largest?.src ?? '', alt: image.alt, width: image.width, height: image.height, sizes: image.sizes }
}

/** What Yoast SEO answers for a post whose editor set its SEO title and description; null otherwise. */
export function yoastHeadOf(post: DatasetPost, image: FeaturedImage | null): YoastHead | null {
  const seo = post.meta.seo
  if (!seo) return null
  return {
    title: seo.title,
    description: seo.description,
    og_type: 'article',
    og_title: seo.title,
    og_description: seo.description,
    ...(image ? { og_image: [{ url: image.src, width: image.width, height: image.height }] } : {}),
    twitter_card: image ? 'summary_large_image' : 'summary',
  }
}

/** The plugin's fallback meta tags, from the title, the excerpt and the featured image. */
export function yoastMetaOf(post: DatasetPost, image: FeaturedImage | null): YoastMeta {
  return [
    { name: 'description', content: post.meta.excerpt },
    { property: 'og:title', content: post.meta.title },
    { property: 'og:description', content: post.meta.excerpt },
    { property: 'og:type', content: 'article' },
    ...(image ? [{ property: 'og:image', content: image.src }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
}
