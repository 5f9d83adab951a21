import { useData } from 'vike-react/useData'
import { PostArticle } from '../../templates/blog/PostArticle.tsx'
import type { Data } from './+data.ts'

export default function BlogPostPage() {
  return <PostArticle post={useData<Data>()} />
}
