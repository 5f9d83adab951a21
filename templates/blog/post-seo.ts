import type { WpPost } from '../../content-schemas/post.ts'
import { plainText } from '../../content-rules/plain-text.ts'

/** What a post page puts in its head for search engines and link previews. */
export interface SeoHead {
  title: string
  description: string
  /** Absolute URL of the post on this site. */
  canonical: string
  /** `<meta property>` pairs (Open Graph). */
  openGraph: [string, string][]
  /** `<meta name>` pairs (Twitter cards). */
  twitter: [string, string][]
  /** Structured data, as JSON-LD. */
  jsonLd: Record<string, unknown>
}

interface SeoContext {
  /** Absolute URL of the page. */
  url: string
  origin: string
  siteName: string
  authorName: string
  /** e.g. 'en-US' */
  locale: string
}

const absolute = (url: string, origin: string) => (URL.canParse(url) ? url : new URL(url, origin).href)

/**
 * SPEC §3: SEO from `yoast_head_json`, or from `yoast_meta` when Yoast is absent. The canonical,
 * og:url and structured data are always this site's, never the content source's.
 */
export function postSeo(post: WpPost, context: SeoContext): SeoHead {
  const yoast = post.yoast_head_json ?? null
  const meta = (key: string) => post.yoast_meta.find((m) => m.name === key || m.property === key)?.content
  const postTitle = plainText(post.title.rendered)
  const title = yoast?.title ?? postTitle
  const description = yoast?.description ?? meta('description') ?? plainText(post.excerpt.rendered)
  const imageUrl = yoast?.og_image?.[0]?.url ?? meta('og:image') ?? post.featured_image?.src
  const image = imageUrl ? absolute(imageUrl, context.origin) : undefined
  const published = `${post.date_gmt}Z`
  const modified = `${post.modified_gmt}Z`
  const openGraph: [string, string][] = [
    ['og:type', yoast?.og_type ?? meta('og:type') ?? 'article'],
    ['og:title', yoast?.og_title ?? meta('og:title') ?? title],
    ['og:description', yoast?.og_description ?? meta('og:description') ?? description],
    ['og:url', context.url],
    ['og:site_name', context.siteName],
    ['og:locale', context.locale.replace('-', '_')],
    ['article:published_time', published],
    ['article:modified_time', modified],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ]
  const twitter: [string, string][] = [
    ['twitter:card', yoast?.twitter_card ?? meta('twitter:card') ?? (image ? 'summary_large_image' : 'summary')],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
  ]
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: postTitle,
    description,
    datePublished: published,
    dateModified: modified,
    inLanguage: context.locale,
    mainEntityOfPage: context.url,
    author: { '@type': 'Person', name: context.authorName },
    publisher: { '@type': 'Organization', name: context.siteName, url: context.origin },
    ...(image ? { image } : {}),
  }
  return { title, description, canonical: context.url, openGraph, twitter, jsonLd }
}

/** JSON for a `<script type="application/ld+json">`: no `<` can end the element early. */
