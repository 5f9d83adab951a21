import { useT } from '../../renderer/useT.ts'
import { Breadcrumbs } from '../../layouts/Breadcrumbs.tsx'
import { BlockTree } from '../../blocks/BlockTree.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import { ListRange, TopicList } from './TopicList.tsx'
import { FORUM_INDEX_PATH } from './forum-routes.ts'
import { FORUM_PAGES } from './forum-pagination.ts'
import type { ForumData } from './load-forum.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** A forum: its sub-forums (the forum list block), then its topics, 15 a page. */
export function ForumView({ forum }: { forum: ForumData }) {
  useTemplateStylesheets('forum')
  const t = useT()
  return (
    <div className="forum-page">
      <Breadcrumbs label={t('forum.breadcrumb')} crumbs={[{ title: t('forum.forums'), path: FORUM_INDEX_PATH }, ...forum.breadcrumbs]} current={forum.title} />
      <header className="forum-page__header">
        <h1>{forum.title}</h1>
        {forum.description && <p className="forum-page__description">{forum.description}</p>}
      </header>
      {forum.subForums && <BlockTree tree={forum.subForums} />}
      {forum.topics.length > 0 ? (
        <section aria-labelledby="topics">
          <h2 id="topics">{t('forum.topics')}</h2>
          <ListRange range={forum.range} />
          <TopicList topics={forum.topics} caption={forum.title} />
        </section>
      ) : (
        !forum.subForums && <p className="forum-page__empty">{t('forum.emptyForum')}</p>
      )}
      <Pagination basePath={forum.basePath} page={forum.page} totalPages={forum.totalPages} labels={FORUM_PAGES} />
    </div>
  )
}
