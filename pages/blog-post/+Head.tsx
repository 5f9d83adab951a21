import { useData } from 'vike-react/useData'
import { PostHead } from '../../templates/blog/PostHead.tsx'
import type { Data } from './+data.ts'

export default function Head() {
  return <PostHead post={useData<Data>()} />
}
