import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatUtcDateTime } from '../../renderer/format-date.ts'
import type { TopicRow } from './forum-people.ts'
import type { ListRangeData } from './forum-routes.ts'

/** Topics as bbPress lists them: title (pinned ones marked), who started it, replies and last activity. */
export function TopicList({ topics, caption }: { topics: TopicRow[]; caption: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <table className="topic-list">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('forum.topic')}</th>
          <th scope="col" className="topic-list__count">
            {t('forum.replies')}
          </th>
          <th scope="col" className="topic-list__active">
            {t('forum.lastActivity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {topics.map((topic) => (
          <tr key={topic.id} className={topic.sticky ? 'topic-list__row topic-list__row--sticky' : 'topic-list__row'}>
            <th scope="row" className="topic-list__topic">
              {topic.sticky && <span className="forum-badge forum-badge--sticky">{t('forum.sticky')}</span>}
              <Link className="topic-list__title" href={topic.path} hrefLang={topic.lang === locale ? undefined : topic.lang}>
                <span lang={topic.lang === locale ? undefined : topic.lang}>{topic.title}</span>
              </Link>
              {topic.author && <span className="topic-list__author">{t('forum.startedBy', { name: topic.author.name })}</span>}
            </th>
            <td className="topic-list__count" data-label={t('forum.replies')}>
              {topic.replies.toLocaleString(locale)}
            </td>
            <td className="topic-list__active">
              <time dateTime={`${topic.lastActive}Z`}>{formatUtcDateTime(`${topic.lastActive}Z`, locale, 'short')}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** "Viewing 16–30 of 214": where this page of a list sits in it. */
export function ListRange({ range }: { range: ListRangeData }) {
  const t = useT()
  return <p className="forum-page__range">{t('forum.viewing', range)}</p>
}
