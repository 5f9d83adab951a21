import { cms } from '../../cms/index.ts'
import { permalinkPath } from '../../cms/client.ts'
import { plainText } from '../../renderer/plain-text.ts'
import { DEFAULT_LOCALE, type Locale } from '../../locales/locales.ts'
import type { CoreLatestPostsAttrs, LatestPost } from './schema.ts'

/** The first `count` words of a text, with an ellipsis when cut. */
function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean)
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ')
}

/** The posts the block lists, in the page's language (English where it has none). */
export async function loadLatestPosts(attrs: CoreLatestPostsAttrs, { locale }: { locale: Locale }): Promise<LatestPost[]> {
  const query = {
    perPage: attrs.postsToShow,
    categories: attrs.categories.length ? attrs.categories.map((category) => category.id) : undefined,
    author: attrs.selectedAuthor,
    order: attrs.order,
  }
  let { posts } = await cms.getPosts({ ...query, lang: locale })
  if (posts.length === 0 && locale !== DEFAULT_LOCALE) ({ posts } = await cms.getPosts({ ...query, lang: DEFAULT_LOCALE }))
  return posts.map((post) => ({
    id: post.id,
    title: plainText(post.title.rendered),
    path: permalinkPath(post.link),
    postedAt: post.date_gmt,
    excerpt: attrs.displayPostContent ? firstWords(plainText(post.excerpt.rendered), attrs.excerptLength) : '',
    image: attrs.displayFeaturedImage && post.featured_image ? { src: post.featured_image.src, alt: post.featured_image.alt, width: post.featured_image.width, height: post.featured_image.height } : null,
  }))
}
