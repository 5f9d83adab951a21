import { redirect, render } from 'vike/abort'
import type { CmsClient } from '../../cms/client.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { resolveMarkup } from '../../blocks/markup/resolve-markup.ts'
import { sanitizeHtml } from '../../blocks/markup/sanitize-html.ts'
import { LOCALES, localizePath, type Locale } from '../../content-rules/locales.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { buildCommentTree, type CommentNode } from './comment-tree.ts'
import { readingMinutes } from './reading-time.ts'
import { avatarUrl } from './avatar.ts'
import { postSeo } from './post-seo.ts'
import { sanitizeCss } from './sanitize-css.ts'
import { responsiveImage } from './post-summary.ts'
import { authorPath, categoryLinks, tagLinks } from '../../cms/terms.ts'
import { ampPathOf, type PostRoute } from './blog-routes.ts'
import type { WpPostLink } from '../../content-schemas/post.ts'
import type { WpPreview } from '../../content-schemas/preview.ts'

/** A neighbouring post for the previous/next links; SPEC §3: false when there is none. */
const neighbour = (post: WpPostLink | false) => (post ? { title: plainText(post.title.rendered), path: permalinkPath(post.link) } : (false as const))

function withSanitizedContent(nodes: CommentNode[]): CommentNode[] {
  return nodes.map((node) => ({ ...node, content: sanitizeHtml(node.content), children: withSanitizedContent(node.children) }))
}

/**
 * Everything a post page shows (SPEC §3 Blog post), trimmed on the server. A post asked for by
 * another of its URL shapes (`/{id}/`, a wrong slug, the wrong language) is redirected to its own.
 */
export async function loadPost(
  cms: CmsClient,
  route: PostRoute,
  context: { locale: Locale; pathname: string; origin: string; preview?: WpPreview; markPaths?: boolean; blockParams?: Record<string, string> },
) {
  // A draft preview brings its post (server/authoring/draft-preview-api.ts checked it is this URL's).
  const { preview } = context
  if (preview && preview.type !== 'posts') throw render(401, 'the preview is of a page, not a post')
  const post = preview ? preview.item : await orAbort(`[blog] post ${route.id}`, () => cms.getPost(route.id))
  if (!post) throw render(404)
  const ownPath = localizePath(permalinkPath(post.link), post.lang)
  const target = route.amp ? ampPathOf(ownPath) : ownPath
  if (localizePath(context.pathname, context.locale) !== target) throw redirect(target, 301)

  // A draft has no comments (and WordPress shows none of an unpublished post's).
  const readComments = !route.amp && (!preview || preview.status === 'publish')
  const [categories, tags, authors, adjacent, comments, settings] = await orAbort(`[blog] what post ${post.id} shows`, () =>
    Promise.all([
      cms.getCategories(),
      cms.getTags(),
      cms.getAuthors(),
      cms.getAdjacentPosts(post),
      readComments ? cms.getComments(post.id) : [],
      cms.getSettings(post.lang),
    ]),
  )
  const [blocks, sidebar] = await Promise.all([
    resolveMarkup(post.block_markup, {
      cms,
      locale: post.lang,
      idPrefix: 'p',
      draft: preview !== undefined,
      markPaths: context.markPaths,
      renders: post.block_renders,
      pagePath: context.pathname,
      blockParams: context.blockParams,
    }),
    route.amp ? null : resolveMarkup(settings.blogSidebar, { cms, locale: post.lang, idPrefix: 's' }),
  ])
  // The AMP version shows neither the sidebar nor the comments (they are on the full version).
  const commentThread = route.amp ? null : { tree: withSanitizedContent(buildCommentTree(comments)), total: comments.length, postAuthor: post.author }
  const author = authors.find((a) => a.id === post.author)
  const url = `${context.origin}${ownPath}`
  return {
    lang: post.lang,
    title: plainText(post.title.rendered),
    canonicalPath: ownPath,
    ampPath: ampPathOf(ownPath),
    blocks,
    sidebar,
    image: responsiveImage(post.featured_image),
    postedAt: post.date_gmt,
    updatedAt: post.modified_gmt,
    readingMinutes: readingMinutes(post.block_markup),
    author: author ? { name: author.name, path: authorPath(author), description: author.description, avatar: avatarUrl(author.avatar_urls) } : null,
    categories: categoryLinks(post.categories, categories),
    tags: tagLinks(post.tags, tags),
    previous: neighbour(adjacent.previous),
    next: neighbour(adjacent.next),
    /** The comment thread, its content sanitized; none in AMP. */
    comments: commentThread,
    seo: postSeo(post, { url, origin: context.origin, siteName: settings.name, authorName: author?.name ?? settings.name, locale: LOCALES[post.lang].iso }),
    inlineStyle: sanitizeCss(post.uagb_inline_style),
  }
}

export type PostData = Awaited<ReturnType<typeof loadPost>>
