import type { ReactNode } from 'react'
import { useT } from '../../renderer/useT.ts'
import { PostMeta, TermList } from './PostMeta.tsx'
import type { PostData } from './load-post.ts'

/** A post's header: categories, title (the page's h1), author, dates, reading time, then its image. */
export function PostHeader({ post, image }: { post: PostData; image: ReactNode }) {
  const t = useT()
  return (
    <header className="post__header">
      <TermList label={t('blog.categories')} terms={post.categories} className="post__categories" />
      <h1 className="post__title">{post.title}</h1>
      <PostMeta author={post.author} postedAt={post.postedAt} updatedAt={post.updatedAt} readingMinutes={post.readingMinutes} />
      {image}
    </header>
  )
}
