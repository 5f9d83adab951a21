import { BlockTree } from '../../blocks/BlockTree.tsx'
import { BlockImage } from '../../blocks/parts/BlockImage.tsx'
import { useT } from '../../renderer/useT.ts'
import { AuthorBox } from './AuthorBox.tsx'
import { TermList } from './PostMeta.tsx'
import { PostHeader } from './PostHeader.tsx'
import { PostNav } from './PostNav.tsx'
import type { PostData } from './load-post.ts'
import { CommentList } from './CommentList.tsx'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** The width the featured image takes: the article column, or the screen on small ones. */
export const FEATURED_IMAGE_SIZES = '(min-width: 64rem) 46rem, 100vw'

/** A blog post (SPEC §3): header, content through the block registry, author, neighbours, comments; the sidebar beside it. */
export function PostArticle({ post }: { post: PostData }) {
  useTemplateStylesheets('blog/post')
  const t = useT()
  return (
    <div className="post-layout">
      <article className="post">
        {/* Page-level CSS of the content's design blocks, sanitized on the server (blog/sanitize-css.ts). */}
        {post.inlineStyle && <style dangerouslySetInnerHTML={{ __html: post.inlineStyle }} />}
        <PostHeader post={post} image={post.image && <BlockImage className="post__image" image={post.image} sizes={FEATURED_IMAGE_SIZES} priority />} />
        <div className="post__content">
          <BlockTree tree={post.blocks} />
        </div>
        <footer className="post__footer">
          <TermList label={t('blog.tags')} terms={post.tags} className="post__tags" rel="tag" />
          {post.author && <AuthorBox author={post.author} />}
          <PostNav previous={post.previous} next={post.next} />
        </footer>
        {post.comments && <CommentList comments={post.comments.tree} total={post.comments.total} postAuthor={post.comments.postAuthor} />}
      </article>
      {post.sidebar && post.sidebar.nodes.length > 0 && (
        <aside className="post-layout__sidebar" aria-label={t('blog.sidebar')}>
          <BlockTree tree={post.sidebar} />
        </aside>
      )}
    </div>
  )
}
