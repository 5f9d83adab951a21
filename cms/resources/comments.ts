import type { Transport } from '../transport.ts'
import { wpCommentListSchema, type WpComment } from '../../content-schemas/comment.ts'

/** Posts' comments (`wp/v2/comments`). */
export function commentEndpoints({ requestEveryPage }: Transport) {
  return {
    /** A post's approved comments, oldest first, every page of them. */
    async getComments(postId: number): Promise<WpComment[]> {
      return requestEveryPage('/wp/v2/comments', { post: postId, order: 'asc' }, wpCommentListSchema)
    },
  }
}
