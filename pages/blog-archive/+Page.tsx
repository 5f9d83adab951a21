import { useData } from 'vike-react/useData'
import { PostListView } from '../../templates/blog/PostListView.tsx'
import { IndexView } from '../../templates/blog/IndexView.tsx'
import type { Data } from './+data.ts'

export default function BlogArchivePage() {
  const data = useData<Data>()
  return data.kind === 'index' ? <IndexView index={data} /> : <PostListView list={data} />
}
