import { describe, expect, it } from 'vitest'
import { buildCommentTree, type CommentNode } from './comment-tree.ts'
import type { WpComment } from '../../content-schemas/comment.ts'

/** How deep a tree goes (1 for top-level comments only). */
const treeDepth = (nodes: CommentNode[]): number => nodes.reduce((depth, node) => Math.max(depth, 1 + treeDepth(node.children)), 0)

const comment = (id: number, parent: number, date: string): WpComment => ({
  id,
  post: 7,
  parent,
  author: 0,
  author_name: `Reader ${id}`,
  author_url: '',
  date_gmt: date,
  content: { rendered: `<p>Comment ${id}</p>\n` },
  link: `https://site.test/blog/7/x/#comment-${id}`,
  author_avatar_urls: { '24': '/a-24.svg', '48': '/a-48.svg', '96': '/a-96.svg' },
})

describe('buildCommentTree', () => {
  it('nests replies under their parents from root parent 0, oldest first at every level', () => {
    const tree = buildCommentTree([
      comment(4, 2, '2025-01-04T00:00:00'),
      comment(2, 1, '2025-01-02T00:00:00'),
      comment(3, 0, '2025-01-03T00:00:00'),
      comment(1, 0, '2025-01-01T00:00:00'),
      comment(5, 1, '2025-01-01T12:00:00'),
    ])
    expect(tree.map((n) => n.commentId)).toEqual([1, 3])
    expect(tree[0]!.children.map((n) => n.commentId)).toEqual([5, 2])
    expect(tree[0]!.children[1]!.children.map((n) => n.commentId)).toEqual([4])
    expect(treeDepth(tree)).toBe(3)
  })

  it('uses the 96 px avatar and keeps the SPEC field names', () => {
    const [node] = buildCommentTree([comment(1, 0, '2025-01-01T00:00:00')])
    expect(node).toMatchObject({
      commentId: 1,
      postId: 7,
      commentParent: 0,
      author: 0,
      authorName: 'Reader 1',
      authorAvatar: '/a-96.svg',
      commentLink: 'https://site.test/blog/7/x/#comment-1',
    })
  })

  it("links a commenter's website only when it is a web address", () => {
    const withUrl = (url: string) => buildCommentTree([{ ...comment(1, 0, '2025-01-01T00:00:00'), author_url: url }])[0]!.authorUrl
    expect(withUrl('https://maya.example/')).toBe('https://maya.example/')
    expect(withUrl('javascript:alert(1)')).toBe('')
    expect(withUrl('data:text/html,x')).toBe('')
    expect(withUrl('')).toBe('')
  })

  it('keeps a reply whose parent is missing at the top level', () => {
    expect(buildCommentTree([comment(9, 8, '2025-01-01T00:00:00')]).map((n) => n.commentId)).toEqual([9])
    expect(buildCommentTree([])).toEqual([])
  })
})
