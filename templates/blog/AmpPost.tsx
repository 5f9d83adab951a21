import { useT } from '../../renderer/useT.ts'
import { TermList } from './PostMeta.tsx'
import { PostHeader } from './PostHeader.tsx'
import type { PostData } from './load-post.ts'
import { usePrerenderedBlocks } from '../../blocks/render/usePrerenderedBlocks.ts'
import { staticHtmlOf } from '../../renderer/islands/render-node.ts'
import { toAmpHtml } from './amp-html.ts'

/** A post as its AMP version shows it: header, featured image, content; comments and interactive blocks are on the full version. */
export function AmpPost({ post }: { post: PostData }) {
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
      <AmpContent tree={post.blocks} />
      <TermList label={t('blog.tags')} terms={post.tags} className="post__tags" rel="tag" />
      {/* canonicalPath already carries the language prefix. */}
      <a className="amp-full" href={post.canonicalPath}>
        {t('blog.fullVersion')}
      </a>
    </article>
  )
}

/** The post's blocks, rendered (without their islands: interactive blocks need the site's scripts) and made AMP-valid (blog/amp-html.ts). */
function AmpContent({ tree }: { tree: PostData['blocks'] }) {
  const contentHtml = toAmpHtml(staticHtmlOf(usePrerenderedBlocks(tree, { islands: false })))
  return <div className="post__content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
}
