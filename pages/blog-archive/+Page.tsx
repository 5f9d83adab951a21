import { useData } from 'vike-react/useData'
import { PostListView } from '../../blog/PostListView.tsx'
import { IndexView } from '../../blog/IndexView.tsx'
import type { Data } from './+data.ts'

export default function BlogArchivePage() {
  const data = useData<Data>()
  return data.kind === 'index' ? <IndexView index={data} /> : <PostListView list={data} />
}
