import type { WpComment } from '../../content-schemas/comment.ts'
import { avatarUrl } from './avatar.ts'

/** SPEC §3 Comment, as the post page shows it; `children` make the tree. */
export interface CommentNode {
  commentId: number
  postId: number
  commentParent: number
  /** The user who wrote it; 0 for a visitor. */
  author: number
  authorName: string
  authorUrl: string
  postedAt: string
  /** The comment's HTML as the content source rendered it (sanitized before it is shown). */
  content: string
  commentLink: string
  /** SPEC §9: the 96 px avatar, shown at 58 px. */
  authorAvatar: string
  children: CommentNode[]
}

/** A commenter's website, only when it is a web address (never `javascript:` or the like). */
const webAddress = (url: string) => (/^https?:\/\/[^\s"'<>]+$/i.test(url.trim()) ? url.trim() : '')

/**
 * Comments → a tree by parent (the root parent is 0), each level oldest first. A comment whose
 * parent is missing (held for moderation, deleted) stays visible at the top level.
 */
export function buildCommentTree(comments: WpComment[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>(
    comments.map((c) => [
      c.id,
      {
        commentId: c.id,
        postId: c.post,
        commentParent: c.parent,
        author: c.author,
        authorName: c.author_name,
        authorUrl: webAddress(c.author_url),
        postedAt: c.date_gmt,
        content: c.content.rendered,
        commentLink: c.link,
        authorAvatar: avatarUrl(c.author_avatar_urls),
        children: [],
      },
    ]),
  )
  const roots: CommentNode[] = []
  for (const node of nodes.values()) {
    const parent = node.commentParent ? nodes.get(node.commentParent) : undefined
    ;(parent && parent !== node ? parent.children : roots).push(node)
  }
  const byDate = (list: CommentNode[]) => {
    list.sort((a, b) => a.postedAt.localeCompare(b.postedAt) || a.commentId - b.commentId)
    for (const node of list) byDate(node.children)
    return list
  }
  return byDate(roots)
}
