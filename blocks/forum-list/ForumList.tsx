import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatUtcDateTime } from '../../renderer/format-date.ts'
import type { ForumListAttrs, ForumListData, ForumSummary } from './schema.ts'

/** Forums as bbPress lists them: title and description, sub-forums, topic and reply counts, last activity. */
function ForumTable({ forums, caption }: { forums: ForumSummary[]; caption: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <table className="forum-list__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('forum.forum')}</th>
          <th scope="col" className="forum-list__count">
            {t('forum.topics')}
          </th>
          <th scope="col" className="forum-list__count">
            {t('forum.replies')}
          </th>
          <th scope="col" className="forum-list__active">
            {t('forum.lastActivity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {forums.map((forum) => (
          <tr key={forum.id}>
            <th scope="row" className="forum-list__forum">
              <Link className="forum-list__title" href={forum.path}>
                {forum.title}
              </Link>
              {forum.description && <p className="forum-list__description">{forum.description}</p>}
              {forum.children.length > 0 && (
                <ul className="forum-list__children" aria-label={t('forum.subForums')}>
                  {forum.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.path}>{child.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </th>
            <td className="forum-list__count" data-label={t('forum.topics')}>
              {forum.topics.toLocaleString(locale)}
            </td>
            <td className="forum-list__count" data-label={t('forum.replies')}>
              {forum.replies.toLocaleString(locale)}
            </td>
            <td className="forum-list__active">
              {forum.lastActive ? (
                <time dateTime={`${forum.lastActive}Z`}>{formatUtcDateTime(`${forum.lastActive}Z`, locale, 'short')}</time>
              ) : (
                t('forum.noTopics')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The support forum's forums, read live: where a marketer places the forum on a page. */
export function ForumList({ attrs, data }: BlockProps<ForumListAttrs, ForumListData>) {
  const t = useT()
  const forums = data?.forums ?? []
  return (
    <section className="forum-list">
      {attrs.heading && <h2 className="forum-list__heading">{attrs.heading}</h2>}
      {forums.length === 0 ? (
        <p className="forum-list__empty">{t('forum.noForums')}</p>
      ) : (
        <ForumTable forums={forums} caption={attrs.heading ?? t('forum.forums')} />
      )}
    </section>
  )
}
