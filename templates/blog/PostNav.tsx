import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'

export type Neighbour = { title: string; path: string } | false

/** Previous (older) and next (newer) posts; SPEC §3: each is absent when false. */
export function PostNav({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const t = useT()
  if (!previous && !next) return null
  return (
    <nav className="post-nav" aria-label={t('blog.postNavigation')}>
      {previous && (
        <Link className="post-nav__link post-nav__link--previous" href={previous.path} rel="prev">
          <span className="post-nav__label">{t('blog.previous')}</span>
          <span className="post-nav__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className="post-nav__link post-nav__link--next" href={next.path} rel="next">
          <span className="post-nav__label">{t('blog.next')}</span>
          <span className="post-nav__title">{next.title}</span>
        </Link>
      )}
    </nav>
  )
}
