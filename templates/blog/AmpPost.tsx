import { useT } from '../../renderer/useT.ts'
import { TermList } from './PostMeta.tsx'
import { PostHeader } from './PostHeader.tsx'
import type { PostData } from './load-post.tsx'

/** A post as its AMP version shows it: header, featured image, content; comments and interactive blocks are on the full version. */
export function AmpPost({ post, contentHtml }: { post: PostData; contentHtml: string }) {
  const t = useT()
  return (
    <article className="post">
      <PostHeader
        post={post}
        image={
          post.image && (
            <amp-img
              class="post__image"
              src={post.image.src}
              srcset={post.image.srcSet}
              width={String(post.image.width)}
              height={String(post.image.height)}
              alt={post.image.alt}
              layout="responsive"
            />
          )
        }
      />
      {/* Sanitized block HTML, made AMP-valid on the server (blog/amp-html.ts). */}
      <div className="post__content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
      <TermList label={t('blog.tags')} terms={post.tags} className="post__tags" rel="tag" />
      {/* canonicalPath already carries the language prefix. */}
      <a className="amp-full" href={post.canonicalPath}>
        {t('blog.fullVersion')}
      </a>
    </article>
  )
}
