import { useT } from '../../renderer/useT.ts'
import { Breadcrumbs, type Crumb } from '../../layouts/Breadcrumbs.tsx'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import { ListRange, TopicList } from './TopicList.tsx'
import { FORUM_INDEX_PATH } from './forum-routes.ts'
import { FORUM_PAGES } from './forum-pagination.ts'
import type { RecentTopicsData, TopicTagData } from './load-forum.ts'

/** A page of a list of topics (a tag's, the recent topics): its heading, where it is in the list, the topics, the pages. */
export function TopicListPage({
  heading,
  crumbs,
  current,
  list,
}: {
  heading: string
  crumbs: Crumb[]
  current: string
  list: TopicTagData | RecentTopicsData
}) {
  useTemplateStylesheets('forum')
  const t = useT()
  return (
    <div className="forum-page">
      <Breadcrumbs label={t('forum.breadcrumb')} crumbs={[{ title: t('forum.forums'), path: FORUM_INDEX_PATH }, ...crumbs]} current={current} />
      <h1>{heading}</h1>
      <ListRange range={list.range} />
      <TopicList topics={list.topics} caption={heading} />
      <Pagination basePath={list.basePath} page={list.page} totalPages={list.totalPages} labels={FORUM_PAGES} />
    </div>
  )
}
