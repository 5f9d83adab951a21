import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import type { PostData } from './load-post.ts'

/** SPEC §3: the author's avatar, name, description and a link to their posts. */
export function AuthorBox({ author }: { author: NonNullable<PostData['author']> }) {
  const t = useT()
  return (
    <aside className="author-box" aria-labelledby="author-box-heading">
      <img className="author-box__avatar" src={author.avatar} alt="" width={80} height={80} loading="lazy" />
      <div>
        <h2 id="author-box-heading" className="author-box__heading">
          <span className="author-box__label">{t('blog.aboutAuthor')}</span> {author.name}
        </h2>
        {author.description && <p className="author-box__description">{author.description}</p>}
        <Link className="author-box__link" href={author.path} rel="author">
          {t('blog.authorPosts', { name: author.name })}
        </Link>
      </div>
    </aside>
  )
}
