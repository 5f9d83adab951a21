import type { BlockDataContext } from '../define-block.ts'
import { listedPost } from '../parts/listed-post.ts'
import { DEFAULT_LOCALE } from '../../content-rules/locales.ts'
import type { CoreLatestPostsAttrs } from './schema.ts'
import type { ListedPost } from '../parts/listed-post.ts'

/** The first `count` words of a text, with an ellipsis when cut. */
function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean)
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ')
}

/** The posts the block lists, in the page's language (English where it has none). */
export async function loadLatestPosts(attrs: CoreLatestPostsAttrs, { cms, locale }: Pick<BlockDataContext, 'cms' | 'locale'>): Promise<ListedPost[]> {
  const query = {
    perPage: attrs.postsToShow,
    categories: attrs.categories.length ? attrs.categories.map((category) => category.id) : undefined,
    author: attrs.selectedAuthor,
    order: attrs.order,
  }
  let { posts } = await cms.getPosts({ ...query, lang: locale })
  if (posts.length === 0 && locale !== DEFAULT_LOCALE) ({ posts } = await cms.getPosts({ ...query, lang: DEFAULT_LOCALE }))
  return posts.map((post) => {
    const listed = listedPost(post)
    return {
      ...listed,
      excerpt: attrs.displayPostContent ? firstWords(listed.excerpt, attrs.excerptLength) : '',
      image: attrs.displayFeaturedImage ? listed.image : null,
    }
  })
}
