import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatUtcDateTime } from '../../renderer/format-date.ts'
import type { CommentNode } from './comment-tree.ts'

/** SPEC §9: the 96 px avatar is shown at 58 px. */
export const COMMENT_AVATAR_PX = 58

function Comment({ comment, postAuthor }: { comment: CommentNode; postAuthor: number }) {
  const locale = useLocale()
  const t = useT()
  const anchor = new URL(comment.commentLink, 'https://x.invalid').hash.slice(1) || `comment-${comment.commentId}`
  return (
    <li className="comment" id={anchor}>
      <article className="comment__body">
        <header className="comment__header">
          <img className="comment__avatar" src={comment.authorAvatar} alt="" width={COMMENT_AVATAR_PX} height={COMMENT_AVATAR_PX} loading="lazy" />
          <p className="comment__author">
            {comment.authorUrl ? (
              <a href={comment.authorUrl} rel="external nofollow ugc">
                {comment.authorName}
              </a>
            ) : (
              comment.authorName
            )}
            {comment.author !== 0 && comment.author === postAuthor && <span className="comment__badge">{t('blog.postAuthor')}</span>}
          </p>
          <a className="comment__date" href={`#${anchor}`}>
            <time dateTime={`${comment.postedAt}Z`}>{formatUtcDateTime(`${comment.postedAt}Z`, locale, 'short')}</time>
          </a>
        </header>
        {/* Sanitized on the server (blocks/markup/sanitize-html.ts). */}
        <div className="comment__content" dangerouslySetInnerHTML={{ __html: comment.content }} />
      </article>
      {comment.children.length > 0 && (
        <ol className="comment__replies">
          {comment.children.map((child) => (
            <Comment key={child.commentId} comment={child} postAuthor={postAuthor} />
          ))}
        </ol>
      )}
    </li>
  )
}

/** SPEC §3: the comment tree, replies nested under what they answer; the post's author's are marked. */
export function CommentList({ comments, total, postAuthor }: { comments: CommentNode[]; total: number; postAuthor: number }) {
  const t = useT()
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t('blog.comments', { count: total })}</h2>
      {comments.length > 0 && (
        <ol className="comments__list">
          {comments.map((comment) => (
            <Comment key={comment.commentId} comment={comment} postAuthor={postAuthor} />
          ))}
        </ol>
      )}
      <p className="comments__closed">{t('blog.commentsClosed')}</p>
    </section>
  )
}
