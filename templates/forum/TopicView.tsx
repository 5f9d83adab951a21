import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { Breadcrumbs } from '../../layouts/Breadcrumbs.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import { ForumPostCard } from './ForumPostCard.tsx'
import { FORUM_INDEX_PATH } from './forum-routes.ts'
import { FORUM_PAGES } from './forum-pagination.ts'
import type { TopicData } from './load-topic.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** A thread: the topic, then a page of its replies, oldest first, each with its permalink anchor. */
export function TopicView({ topic }: { topic: TopicData }) {
  useTemplateStylesheets('forum')
  const t = useT()
  return (
    <div className="forum-page forum-page--topic">
      <Breadcrumbs label={t('forum.breadcrumb')} crumbs={[{ title: t('forum.forums'), path: FORUM_INDEX_PATH }, ...topic.breadcrumbs]} current={topic.title} />
      <header className="forum-page__header" lang={topic.contentLang}>
        {topic.sticky && <p className="forum-badge forum-badge--sticky">{t('forum.sticky')}</p>}
        <h1>{topic.title}</h1>
        <p className="forum-page__meta">{t('forum.replyCount', { count: topic.replyCount })}</p>
        {topic.tags.length > 0 && (
          <p className="forum-tags">
            {t('forum.tagsLabel')}{' '}
            {topic.tags.map((tag) => (
              <Link key={tag} className="forum-tags__tag" href={`/support/topic-tag/${tag}/`}>
                {tag}
              </Link>
            ))}
          </p>
        )}
      </header>
      <div className="forum-thread" lang={topic.contentLang}>
        {topic.page === 1 && <ForumPostCard {...topic.lead} permalink={`#post-${topic.lead.id}`} />}
        {topic.replies.map((reply) => (
          <ForumPostCard key={reply.id} {...reply} permalink={`#post-${reply.id}`} />
        ))}
      </div>
      <Pagination basePath={topic.basePath} page={topic.page} totalPages={topic.totalPages} labels={FORUM_PAGES} />
    </div>
  )
}
