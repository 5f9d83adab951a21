import type { RecentTopicsData } from './load-forum.ts'
import { TopicListPage } from './TopicListPage.tsx'

/** SPEC §2 `support/topic/`: every forum's topics by last activity, 15 a page. */
export function RecentTopicsView({ recent }: { recent: RecentTopicsData }) {
  return <TopicListPage heading={recent.title} crumbs={[]} current={recent.title} list={recent} />
}
