import type { ReactNode } from 'react'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatUtcDateTime } from '../../renderer/format-date.ts'
import type { ForumPerson } from './forum-people.ts'

/** The 96 px avatar, shown at 48 px. */
const AVATAR_PX = 48

/** A person's name linked to their profile, their avatar and their bbPress role as a badge. */
export function ForumAuthor({ person }: { person: ForumPerson | null }) {
  const t = useT()
  if (!person) return <span className="forum-post__author">—</span>
  return (
    <span className="forum-post__author">
      <img className="forum-post__avatar" src={person.avatar} alt="" width={AVATAR_PX} height={AVATAR_PX} loading="lazy" />
      <Link className="forum-post__name" href={person.path}>
        {person.name}
      </Link>
      <span className={`forum-badge forum-badge--${person.role}`}>{t(`forum.role.${person.role}`)}</span>
    </span>
  )
}

/**
 * One post of a thread or of a user's replies: author, date, a permalink anchor (`#post-{id}`, as
 * bbPress links replies) and the author's HTML, sanitized on the server (blocks/markup/sanitize-html.ts).
 */
export function ForumPostCard({
  id,
  position,
  author,
  postedAt,
  html,
  permalink,
  context,
  lang,
}: {
  id: number
  position: number
  author?: ForumPerson | null
  postedAt: string
  html: string
  permalink: string
  context?: ReactNode
  lang?: string
}) {
  const t = useT()
  const locale = useLocale()
  const when = (
    <>
      <time dateTime={`${postedAt}Z`}>{formatUtcDateTime(`${postedAt}Z`, locale, 'short')}</time>
      {position > 0 && <span className="forum-post__position">#{position}</span>}
    </>
  )
  return (
    <article className={position === 0 ? 'forum-post forum-post--lead' : 'forum-post'} id={`post-${id}`} lang={lang}>
      <header className="forum-post__header">
        {author !== undefined && <ForumAuthor person={author} />}
        {context}
        {/* On its own page the anchor alone; elsewhere a link to the page it is on. */}
        {permalink.startsWith('#') ? (
          // Named by what it shows too (WCAG 2.5.3): the reply's number said first, for who does not see it.
          <a className="forum-post__permalink" href={permalink}>
            {position > 0 && <span className="visually-hidden">{`${t('forum.permalink', { position })}: `}</span>}
            {when}
          </a>
        ) : (
          <Link className="forum-post__permalink" href={permalink}>
            {when}
          </Link>
        )}
      </header>
      <div className="forum-post__content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
