import { useData } from 'vike-react/useData'
import { ForumView } from '../../templates/forum/ForumView.tsx'
import { TopicView } from '../../templates/forum/TopicView.tsx'
import { TopicTagsView, TopicTagView } from '../../templates/forum/TopicTagsView.tsx'
import { RecentTopicsView } from '../../templates/forum/RecentTopicsView.tsx'
import { UserView } from '../../templates/forum/UserView.tsx'
import type { Data } from './+data.ts'

export default function ForumPage() {
  const data = useData<Data>()
  switch (data.kind) {
    case 'forum':
      return <ForumView forum={data} />
    case 'topic':
      return <TopicView topic={data} />
    case 'recent':
      return <RecentTopicsView recent={data} />
    case 'tags':
      return <TopicTagsView tags={data} />
    case 'tag':
      return <TopicTagView tag={data} />
    case 'user':
      return <UserView user={data} />
  }
}
