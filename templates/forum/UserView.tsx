import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatCalendarDay } from '../../renderer/format-date.ts'
import { Pagination } from '../shared/Pagination.tsx'
import { ForumAuthor, ForumPostCard } from './ForumPostCard.tsx'
import { TopicList } from './TopicList.tsx'
import { FORUM_PAGES } from './forum-pagination.ts'
import type { UserView as View } from './forum-routes.ts'
import type { MessageId } from '../../locales/messages.ts'
import type { ForumUserData } from './load-forum-user.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

const TABS: { view: View; label: MessageId; path: string }[] = [
  { view: 'profile', label: 'forum.profile', path: '' },
  { view: 'topics', label: 'forum.userTopics', path: 'topics/' },
  { view: 'replies', label: 'forum.userReplies', path: 'replies/' },
  { view: 'favorites', label: 'forum.favorites', path: 'favorites/' },
]

/** A forum user's profile, with the topics they started, their replies and their favorites. */
export function UserView({ user }: { user: ForumUserData }) {
  useTemplateStylesheets('forum')
  const t = useT()
  const locale = useLocale()
  const { person } = user
  return (
    <div className="forum-page forum-user">
      <header className="forum-user__header">
        <ForumAuthor person={person} />
        <h1>{person.name}</h1>
        <p className="forum-page__meta">
          {t('forum.memberSince', { date: formatCalendarDay(user.registered.slice(0, 10), locale) })} · {t('forum.topicCount', { count: user.topicCount })} ·{' '}
          {t('forum.replyCount', { count: user.replyCount })}
        </p>
      </header>
      <nav className="forum-user__tabs" aria-label={t('forum.userSections', { name: person.name })}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.view}>
              <Link href={`${user.profilePath}${tab.path}`} aria-current={tab.view === user.view ? 'page' : undefined}>
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <UserSection user={user} />
      <Pagination basePath={user.basePath} page={user.page} totalPages={user.totalPages} labels={FORUM_PAGES} />
    </div>
  )
}

function UserSection({ user }: { user: ForumUserData }) {
  const t = useT()
  const name = user.person.name
  switch (user.view) {
    case 'profile':
      return null
    case 'topics':
      return user.topics.length > 0 ? (
        <TopicList topics={user.topics} caption={t('forum.userTopics')} />
      ) : (
        <p className="forum-page__empty">{t('forum.userNoTopics', { name })}</p>
      )
    case 'favorites':
      return user.topics.length > 0 ? (
        <TopicList topics={user.topics} caption={t('forum.favorites')} />
      ) : (
        <p className="forum-page__empty">{t('forum.userNoFavorites', { name })}</p>
      )
    case 'replies':
      if (user.replies.length === 0) return <p className="forum-page__empty">{t('forum.userNoReplies', { name })}</p>
      return (
        <div className="forum-thread">
          {user.replies.map((reply) => (
            <ForumPostCard
              key={reply.id}
              id={reply.id}
              position={reply.position}
              postedAt={reply.postedAt}
              html={reply.html}
              permalink={reply.path}
              context={
                reply.topic && (
                  <span className="forum-post__context">
                    {t('forum.inReplyTo')} <Link href={reply.topic.path}>{reply.topic.title}</Link>
                  </span>
                )
              }
            />
          ))}
        </div>
      )
  }
}
