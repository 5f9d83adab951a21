import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { Breadcrumbs } from '../../layouts/Breadcrumbs.tsx'
import { FORUM_INDEX_PATH } from './forum-routes.ts'
import type { TopicTagData, TopicTagsData } from './load-forum.ts'
import { TopicListPage } from './TopicListPage.tsx'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** Every topic tag, each with how many topics carry it. */
export function TopicTagsView({ tags }: { tags: TopicTagsData }) {
  useTemplateStylesheets('forum')
  const t = useT()
  return (
    <div className="forum-page">
      <Breadcrumbs label={t('forum.breadcrumb')} crumbs={[{ title: t('forum.forums'), path: FORUM_INDEX_PATH }]} current={t('forum.tags')} />
      <h1>{t('forum.tags')}</h1>
      <ul className="forum-tag-index">
        {tags.tags.map((tag) => (
          <li key={tag.slug}>
            <Link href={`/support/topic-tag/${tag.slug}/`}>{tag.name}</Link>{' '}
            <span className="forum-tag-index__count">{t('forum.topicCount', { count: tag.count })}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A tag's topics by last activity, 15 a page. */
export function TopicTagView({ tag }: { tag: TopicTagData }) {
  const t = useT()
  return (
    <TopicListPage
      heading={t('forum.tagHeading', { tag: tag.title })}
      crumbs={[{ title: t('forum.tags'), path: '/support/topic-tag/' }]}
      current={tag.title}
      list={tag}
    />
  )
}
